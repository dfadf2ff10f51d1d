import { Faker, base, zh_CN } from '@faker-js/faker';
import { idCardCheckChar } from '@/lib/id-card-number';
import { createTable } from '../kit/table';
import { formatTime } from '../kit/time';
import { staffIdOf, staffTable } from './staff';
import { SEED_STAFF } from './staff-seed';

/**
 * The explicit numbers (mobile caller ids) with their real-name report: the one source of each user's numbers
 * (the user info, the header's call-type options and the explicit-number call read it).
 */
export interface ExplicitNumberRow {
  id: number;
  phone: string;
  owner_name: string;
  /** the full number; answers show it masked */
  id_card_no: string;
  id_card_front: string;
  id_card_back: string;
  staff_id: number;
  /** 1 enabled, 0 disabled */
  status: 0 | 1;
  /** 0 pending, 1 approved, 2 refused */
  audit_status: 0 | 1 | 2;
  audit_remark: string;
  remark: string;
  created_at: string;
  updated_at: string;
  /** When the demo review decides a pending number (ms); null once decided. */
  review_at: number | null;
}

/** How long a submitted number waits for the demo review. */
export const REVIEW_MS = 3000;

/**
 * The demo review, visible and reproducible: the registry knows holders by their names in Chinese
 * characters, so a holder name in other letters (Zhang San) does not match the id card and is refused;
 * every other number is approved (docs/demo.md: Explicit numbers).
 */
export const REVIEW_REFUSAL = '机主姓名与身份证登记信息不一致';
const CHINESE_NAME = /^[\u3400-\u9fff]+(·[\u3400-\u9fff]+)*$/;

export const reviewOutcome = (ownerName: string): Pick<ExplicitNumberRow, 'audit_status' | 'audit_remark'> =>
  CHINESE_NAME.test(ownerName)
    ? { audit_status: 1, audit_remark: '' }
    : { audit_status: 2, audit_remark: REVIEW_REFUSAL };

const SIDE_TEXT = { front: '身份证人像面', back: '身份证国徽面' } as const;
export type IdCardSide = keyof typeof SIDE_TEXT;

const xml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/**
 * What the demo keeps of an uploaded id card picture: not the picture (localStorage would not hold many), a
 * small drawing of a card naming the side and the file, as a data: url any <img> shows.
 */
export function idCardPicture(side: IdCardSide, fileName: string): string {
  const name = [...fileName].length > 32 ? `${[...fileName].slice(0, 31).join('')}…` : fileName;
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' width='320' height='200' viewBox='0 0 320 200'>` +
    `<rect x='1' y='1' width='318' height='198' rx='14' fill='#eef3fb' stroke='#8aa4c8'/>` +
    `<text x='160' y='92' text-anchor='middle' font-size='22' fill='#2c4a72'>${SIDE_TEXT[side]}</text>` +
    `<text x='160' y='128' text-anchor='middle' font-size='13' fill='#5b7291'>${xml(name)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** An id number with its check character: a region of Shenzhen, the birth date and a sequence. */
const idNumber = (faker: Faker) => {
  const born = faker.date.birthdate({ min: 22, max: 55, mode: 'age', refDate: '2026-11-01T00:00:00Z' });
  const date = born.toISOString().slice(0, 10).replace(/-/g, '');
  const first17 = `440305${date}${faker.string.numeric(3)}`;
  return first17 + idCardCheckChar(first17);
};

/**
 * The seed: the numbers the demo users had on their accounts (admin and agent two each, approved and
 * enabled, held by themselves), and for the list's sake one refused and one approved but disabled number of
 * other staff. Its own faker with a fixed seed: the same numbers on every machine.
 */
function seedExplicitNumbers(): ExplicitNumberRow[] {
  const faker = new Faker({ locale: [zh_CN, base], seed: 20261207 });
  const mobile = () => `1${faker.helpers.arrayElement(['3', '5', '7', '8', '9'])}${faker.string.numeric(9)}`;
  const at = (day: number) => formatTime(Date.parse(`2026-10-${String(day).padStart(2, '0')}T02:30:00Z`));
  const row = (
    id: number,
    staff_id: number,
    owner_name: string,
    fields: Partial<ExplicitNumberRow>,
  ): ExplicitNumberRow => ({
    id,
    phone: mobile(),
    owner_name,
    id_card_no: idNumber(faker),
    id_card_front: idCardPicture('front', `id-front-${id}.jpg`),
    id_card_back: idCardPicture('back', `id-back-${id}.jpg`),
    staff_id,
    status: 1,
    audit_status: 1,
    audit_remark: '',
    remark: '',
    created_at: at(id + 1),
    updated_at: at(id + 1),
    review_at: null,
    ...fields,
  });
  const account = (username: string) => staffTable.list((u) => u.username === username)[0]!;
  const rows: ExplicitNumberRow[] = [];
  for (const username of ['admin', 'agent'])
    for (let i = 0; i < 2; i++)
      rows.push(row(rows.length + 1, account(username).id, account(username).linkman, {}));
  const others = SEED_STAFF.slice(3);
  rows.push(
    row(rows.length + 1, others[0]!.id, 'Li Lei', {
      status: 0,
      audit_status: 2,
      audit_remark: REVIEW_REFUSAL,
      remark: '新入职，待补登记',
    }),
    row(rows.length + 2, others[1]!.id, others[1]!.name, { status: 0 }),
  );
  return rows;
}

export const explicitNumberTable = createTable<ExplicitNumberRow>({
  name: 'explicitNumbers',
  seed: seedExplicitNumbers,
});

/** Decides every pending number whose review time has come (asked before any answer reads a review state). */
export function settleReviews(now = Date.now()): void {
  for (const row of explicitNumberTable.list((r) => r.review_at !== null && r.review_at <= now))
    explicitNumberTable.update(row.id, {
      ...reviewOutcome(row.owner_name),
      review_at: null,
      updated_at: formatTime(row.review_at!),
    });
}

/** The numbers a user may call from: their own, enabled and approved. */
export function usableNumbersOf(username: string): { id: number; phone: string }[] {
  settleReviews();
  const staffId = staffIdOf(username);
  return explicitNumberTable
    .list((r) => r.staff_id === staffId && r.status === 1 && r.audit_status === 1)
    .map((r) => ({ id: r.id, phone: r.phone }));
}
