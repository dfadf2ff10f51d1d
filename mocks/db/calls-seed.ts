import type { Faker } from '@faker-js/faker';

export type TalkStatus = 'ringing' | 'talking' | 'ended' | 'rejected' | 'busy' | 'unreachable' | 'no_answer';
export type RecordStatus =
  'answered' | 'rejected' | 'busy' | 'no_answer' | 'unreachable' | 'failed' | 'cancelled';

export interface DemoCall {
  id: number;
  uuid: string;
  username: string;
  phone: string;
  customer_name: string | null;
  direction: 'out' | 'in';
  call_type: 'sip' | 'explicit';
  explicit_number_id: number | null;
  started_at: number;
  /** Set once the call is over: what became of it and how long it talked. */
  result?: { status: RecordStatus; talk_seconds: number; ended_at: number };
  /** Set when the agent (or the far end) hung up a live call. */
  hung_up_at?: number;
  /** Who ended it, when the SIP server saw it end. */
  hung_up_by?: 'agent' | 'customer' | 'system';
  /** A customer's call to the agent: when the agent answered (its course is the SIP server's, not the table's). */
  answered_at?: number;
}

const DAY = 24 * 60 * 60 * 1000;
const mobile = (faker: Faker) =>
  `1${faker.helpers.arrayElement(['3', '5', '7', '8', '9'])}${faker.string.numeric(9)}`;

/** Midnight at the start of today and of this week (Monday), local time. */
export function periodStarts(now: number): { today: number; week: number } {
  const d = new Date(now);
  d.setHours(0, 0, 0, 0);
  const today = d.getTime();
  const weekday = (d.getDay() + 6) % 7;
  return { today, week: today - weekday * DAY };
}

/** A week of call history per user, the latest hours of today included, drawn from `faker`; ids oldest first. */
export function seedCalls(usernames: string[], now: number, faker: Faker): DemoCall[] {
  const calls: Omit<DemoCall, 'id'>[] = [];
  const { today, week } = periodStarts(now);
  for (const username of usernames) {
    const customers = Array.from({ length: 30 }, () => ({
      name: faker.person.fullName(),
      phone: mobile(faker),
    }));
    const count = faker.number.int({ min: 60, max: 140 });
    for (let i = 0; i < count; i++) {
      // a third of them today, the rest over the week so far (or the last 7 days early on a Monday);
      // in the first minute after midnight today has no room yet, and those go just before it
      const latest = now - 60_000;
      const from = Math.min(i % 3 === 0 ? today : Math.min(week, now - 7 * DAY), latest);
      const started_at = faker.number.int({ min: from, max: latest });
      const who = faker.helpers.arrayElement(customers);
      const status = faker.helpers.weightedArrayElement<RecordStatus>([
        { weight: 50, value: 'answered' },
        { weight: 15, value: 'no_answer' },
        { weight: 12, value: 'busy' },
        { weight: 10, value: 'rejected' },
        { weight: 8, value: 'unreachable' },
        { weight: 5, value: 'cancelled' },
      ]);
      const talk_seconds = status === 'answered' ? faker.number.int({ min: 15, max: 420 }) : 0;
      calls.push({
        uuid: faker.string.uuid(),
        username,
        phone: who.phone,
        customer_name: faker.datatype.boolean(0.8) ? who.name : null,
        direction: faker.datatype.boolean(0.85) ? 'out' : 'in',
        call_type: faker.datatype.boolean(0.8) ? 'sip' : 'explicit',
        explicit_number_id: null,
        started_at,
        result: { status, talk_seconds, ended_at: started_at + talk_seconds * 1000 + 8000 },
      });
    }
  }
  return calls.sort((a, b) => a.started_at - b.started_at).map((c, i) => ({ ...c, id: i + 1 }));
}
