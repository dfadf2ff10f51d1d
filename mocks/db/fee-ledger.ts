import { fakerZH_CN as faker } from '@faker-js/faker';
import { callTable } from './calls';
import { SEED_STAFF } from './staff-seed';
import { staffTable } from './staff';
import { createTable } from '../kit/table';
import { formatDay, formatTime } from '../kit/time';

/** The contract's FeeRecord kinds (openapi/schemas/fees.yaml). */
export const FEE_KIND = { recharge: 1, call: 2, seatRent: 3, numberRent: 4 } as const;
type FeeKind = (typeof FEE_KIND)[keyof typeof FEE_KIND];
const KIND_NAME: Record<FeeKind, string> = { 1: '充值', 2: '通话扣费', 3: '坐席月租', 4: '号码月租' };
/** Per started minute of talk, in fen, by call direction. */
export const CALL_RATE_FEN = { out: 12, in: 6 } as const;
export type CallDirection = keyof typeof CALL_RATE_FEN;
const SEAT_RENT_FEN = 5_000;
const NUMBER_RENT_FEN = 2_000;
const OPENING_BALANCE_FEN = 300_000;
/** The company's recharges of the last 30 days (a transfer or two a month, online top-ups between). */
const RECHARGES = [
  { daysAgo: 27, yuan: 2_000, remark: '在线支付（支付宝）' },
  { daysAgo: 25, yuan: 5_000, remark: '对公转账' },
  { daysAgo: 18, yuan: 1_000, remark: '在线支付（微信）' },
  { daysAgo: 10, yuan: 5_000, remark: '对公转账' },
  { daysAgo: 6, yuan: 1_500, remark: '在线支付（支付宝）' },
  { daysAgo: 2, yuan: 3_000, remark: '对公转账' },
];
const DAY = 24 * 60 * 60 * 1000;
const HISTORY_DAYS = 30;

export interface FeeRow {
  id: number;
  serial_no: string;
  type: FeeKind;
  type_name: string;
  amount: number;
  balance_after: number;
  staff_id: number | null;
  phone: string | null;
  duration: number | null;
  units: number | null;
  direction: CallDirection | null;
  remark: string;
  created_at: string;
}

type Entry = Omit<FeeRow, 'id' | 'serial_no' | 'balance_after' | 'created_at' | 'type_name'> & { at: number };

const mobile = () => `1${faker.helpers.arrayElement(['3', '5', '7', '8', '9'])}${faker.string.numeric(9)}`;

function callCharge(
  staffId: number,
  phone: string,
  seconds: number,
  direction: CallDirection,
  at: number,
): Entry {
  const units = Math.ceil(seconds / 60);
  const rate = CALL_RATE_FEN[direction];
  return {
    type: FEE_KIND.call,
    amount: -units * rate,
    staff_id: staffId,
    phone,
    duration: seconds,
    units,
    direction,
    remark: `${direction === 'out' ? '外呼' : '呼入'} ${(rate / 100).toFixed(2)}元/分钟`,
    at,
  };
}

/** The demo accounts' answered calls (the week of mocks/db/calls.ts), billed. */
function demoCallCharges(): Entry[] {
  return callTable.all().flatMap((c) => {
    const member = staffTable.list((s) => s.username === c.username)[0];
    const seconds = c.result?.talk_seconds ?? 0;
    return member && seconds > 0 ? [callCharge(member.id, c.phone, seconds, c.direction, c.started_at)] : [];
  });
}

/** The other staff's answered calls over the last 30 days, a few a day each. */
function staffCallCharges(now: number): Entry[] {
  return SEED_STAFF.slice(3).flatMap((s) =>
    Array.from({ length: faker.number.int({ min: 30, max: 90 }) }, () =>
      callCharge(
        s.id,
        mobile(),
        faker.number.int({ min: 15, max: 420 }),
        faker.datatype.boolean(0.85) ? 'out' : 'in',
        faker.number.int({ min: now - HISTORY_DAYS * DAY, max: now - 60_000 }),
      ),
    ),
  );
}

/** Recharges and the monthly rents of the company account (no staff member). */
function accountEntries(now: number): Entry[] {
  const company = { staff_id: null, phone: null, duration: null, units: null, direction: null };
  const firstOfMonth = (monthsBack: number) => {
    const d = new Date(now);
    d.setHours(0, 5, 0, 0);
    d.setMonth(d.getMonth() - monthsBack, 1);
    return d.getTime();
  };
  const rents = [0, 1]
    .map(firstOfMonth)
    .filter((at) => at > now - HISTORY_DAYS * DAY && at < now)
    .flatMap((at): Entry[] => [
      {
        ...company,
        type: FEE_KIND.seatRent,
        amount: -SEAT_RENT_FEN * SEED_STAFF.length,
        remark: `${SEED_STAFF.length}个坐席`,
        at,
      },
      {
        ...company,
        type: FEE_KIND.numberRent,
        amount: -NUMBER_RENT_FEN * 5,
        remark: '5个外显号码',
        at: at + 1000,
      },
    ]);
  const recharges = RECHARGES.map(({ daysAgo, yuan, remark }): Entry => ({
    ...company,
    type: FEE_KIND.recharge,
    amount: yuan * 100,
    remark,
    at: now - daysAgo * DAY,
  }));
  return [...rents, ...recharges];
}

const serial = (at: number, id: number) =>
  `F${formatDay(at).replaceAll('-', '')}${String(id).padStart(6, '0')}`;

/** The account's ledger over the last 30 days, newest first; the balance runs from the oldest entry. */
function seedFees(now = Date.now()): FeeRow[] {
  faker.seed(20261123);
  const entries = [...demoCallCharges(), ...staffCallCharges(now), ...accountEntries(now)].sort(
    (a, b) => a.at - b.at,
  );
  let balance = OPENING_BALANCE_FEN;
  const rows = entries.map(({ at, ...e }, i): FeeRow => {
    balance += e.amount;
    const id = i + 1;
    return {
      ...e,
      id,
      serial_no: serial(at, id),
      type_name: KIND_NAME[e.type],
      balance_after: balance,
      created_at: formatTime(at),
    };
  });
  return rows.reverse();
}

// Derived from the calls and staff of the data set, so rebuilt with it rather than stored.
export const feeRecords = createTable<FeeRow>({ name: 'fees', seed: () => seedFees(), persist: false });

/** The company balance now, in fen: the newest record's balance after it. */
export const balanceFen = () => feeRecords.all()[0]?.balance_after ?? OPENING_BALANCE_FEN;

/** The fen a record charged (0 for a recharge), as a positive number. */
export const chargedFen = (r: FeeRow) => (r.type === FEE_KIND.recharge ? 0 : -r.amount);
