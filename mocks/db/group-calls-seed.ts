import { Faker, base, en, zh_CN } from '@faker-js/faker';
import type { CustomerRow } from './crm-rows';

/**
 * Today's group calls of one agent: the connected calls of the day's group-call tasks, regenerated from a
 * seed of (user, day) rather than stored, so the demo always has a full list for the current date and
 * the data set keeps only what the user changed (./group-calls.ts: a kit table that keeps its changes).
 */

/** What a record was saved as: the customer fields of the work window. */
export interface SavedCustomer {
  name: string;
  concact_man: string;
  focus: string | null;
  remark: string | null;
  node_id: number | null;
  next_follow_at: string | null;
}

export interface GroupCallRow {
  id: number;
  record_log_id: number;
  name: string;
  concact_man: string;
  phone: string;
  /** talk seconds */
  duration: number;
  /** What the call picked up about the customer's interest, the work window's starting focus. */
  focus: string | null;
  /** Set when the called number is already one of the user's customers. */
  saved: SavedCustomer | null;
}

/** The duration filter's choices (GROUP-10): id → label, each a half-open range of seconds. */
export const DURATION_RANGES = [
  { id: '1', label: '0-10秒', min: 0, max: 10 },
  { id: '2', label: '10-30秒', min: 10, max: 30 },
  { id: '3', label: '30-60秒', min: 30, max: 60 },
  { id: '4', label: '1-3分钟', min: 60, max: 180 },
  { id: '5', label: '3-5分钟', min: 180, max: 300 },
  { id: '6', label: '5分钟以上', min: 300, max: Infinity },
] as const;

const DURATION_WEIGHTS = [14, 20, 20, 26, 12, 8];
const LONGEST_CALL_S = 900;
const NAME_MAX = 20;
/** Share of the day's calls that reached someone who already is the agent's customer. */
const KNOWN_CUSTOMER_SHARE = 0.2;

const INTERESTS = [
  '关注价格优惠',
  '询问售后服务',
  '想了解产品功能',
  '需要发送资料',
  '对比过同类产品',
  '要求下周回电',
  '关注交付周期',
  '咨询分期付款',
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days since 1970-01-01 of a local date `YYYY-MM-DD`: the record ids of a day start there. */
export function dayNumber(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return Math.round(Date.UTC(y!, m! - 1, d!) / DAY_MS);
}

const hash = (text: string) => [...text].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7);

/** Ids are unique over users and days: day × 1000 + user × 100 + n (at most 40 calls a day). */
export const recordId = (day: string, userIndex: number, n: number) =>
  dayNumber(day) * 1000 + userIndex * 100 + n + 1;
/** The call-log ids live in a range of their own, as they would on the platform. */
const RECORD_LOG_BASE = 300_000_000;

export interface SeedInput {
  username: string;
  userIndex: number;
  /** local date `YYYY-MM-DD` */
  day: string;
  /** The user's customers in the CRM seed, some of whom were called again today. */
  ownCustomers: CustomerRow[];
  /** Phones the CRM already has: new callers never collide with them. */
  knownPhones: ReadonlySet<string>;
}

export function seedGroupCalls({
  username,
  userIndex,
  day,
  ownCustomers,
  knownPhones,
}: SeedInput): GroupCallRow[] {
  const faker = new Faker({ locale: [zh_CN, en, base] });
  faker.seed(hash(username) + dayNumber(day));
  const phones = new Set<string>();
  const mobile = () => {
    for (;;) {
      const phone = `1${faker.helpers.arrayElement(['3', '5', '7', '8', '9'])}${faker.string.numeric(9)}`;
      if (!knownPhones.has(phone) && !phones.has(phone)) {
        phones.add(phone);
        return phone;
      }
    }
  };
  const shortCompany = () => {
    for (;;) {
      const name = faker.company.name();
      if ([...name].length <= NAME_MAX) return name;
    }
  };
  const known = ownCustomers.filter(
    (c) => [...c.name].length <= NAME_MAX && [...c.contact_name].length <= NAME_MAX,
  );
  const count = faker.number.int({ min: 25, max: 40 });
  const rows: GroupCallRow[] = [];
  for (let n = 0; n < count; n++) {
    const range = faker.helpers.weightedArrayElement(
      DURATION_RANGES.map((value, i) => ({ value, weight: DURATION_WEIGHTS[i]! })),
    );
    const duration = faker.number.int({ min: range.min, max: Math.min(range.max, LONGEST_CALL_S) - 1 });
    const id = recordId(day, userIndex, n);
    const customer =
      known.length && faker.datatype.boolean(KNOWN_CUSTOMER_SHARE)
        ? faker.helpers.arrayElement(known)
        : undefined;
    if (customer && !phones.has(customer.phone)) {
      phones.add(customer.phone);
      const saved: SavedCustomer = {
        name: customer.name,
        concact_man: customer.contact_name,
        focus: customer.focus || null,
        remark: customer.remark || null,
        node_id: customer.node_id,
        next_follow_at: customer.next_follow_at,
      };
      rows.push({
        id,
        record_log_id: RECORD_LOG_BASE + id,
        phone: customer.phone,
        duration,
        ...saved,
        saved,
      });
      continue;
    }
    const concact_man = faker.person.fullName();
    rows.push({
      id,
      record_log_id: RECORD_LOG_BASE + id,
      // a third of the people called are private customers: their name is the contact's
      name: faker.datatype.boolean(0.67) ? shortCompany() : concact_man,
      concact_man,
      phone: mobile(),
      duration,
      focus: duration >= 30 && faker.datatype.boolean(0.6) ? faker.helpers.arrayElement(INTERESTS) : null,
      saved: null,
    });
  }
  // newest first, as the platform lists them
  return rows.reverse();
}
