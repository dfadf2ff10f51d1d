import { crmDb } from './crm';
import { departmentName, departmentTable, descendantIds } from './org';
import { staffTable } from './staff';
import { createTable } from '../kit/table';
import { formatTime } from '../kit/time';
import { CALL_RATE_FEN } from './fee-ledger';

/** The balance and minutes the company allots to departments and staff (费用分配), and what they reserve. */

export type TargetType = 'department' | 'staff';
export type Resource = 'balance' | 'minutes';

export interface FeeAllotRow {
  id: number;
  target_type: TargetType;
  target_id: number;
  resource: Resource;
  /** fen for balance, outbound minutes for minutes */
  amount: number;
  remark: string;
  updated_at: string;
}

const DAY = 24 * 60 * 60 * 1000;

export const yuan = (fen: number) => (fen / 100).toFixed(2);

const seedAllots = (at = Date.now()): FeeAllotRow[] => [
  {
    id: 1,
    target_type: 'department',
    target_id: 4,
    resource: 'balance',
    amount: 200_000,
    remark: '',
    updated_at: formatTime(at - 9 * DAY),
  },
  {
    id: 2,
    target_type: 'department',
    target_id: 7,
    resource: 'minutes',
    amount: 3_000,
    remark: '外呼任务专用',
    updated_at: formatTime(at - 5 * DAY),
  },
  {
    id: 3,
    target_type: 'staff',
    target_id: 5,
    resource: 'balance',
    amount: 30_000,
    remark: '',
    updated_at: formatTime(at - 2 * DAY),
  },
];

/** The allotments of the company balance (/expense/allot), one per department or staff member. */
export const feeAllots = createTable<FeeAllotRow>({ name: 'fee-allots', seed: () => seedAllots() });

/** Who an allotment goes to: its name, department and the staff whose calls it pays; none when unknown. */
export function targetOf(type: TargetType, id: number) {
  if (type === 'staff') {
    const member = staffTable.get(id);
    return member
      ? { name: crmDb.staffName(id) ?? '', department: departmentName(member.department_id), staffIds: [id] }
      : undefined;
  }
  if (!departmentTable.get(id)) return undefined;
  // its staff and those of the departments below spend from it
  const ids = [id, ...descendantIds(id)];
  return {
    name: departmentName(id) ?? '',
    department: null,
    staffIds: staffTable.list((s) => ids.includes(s.department_id)).map((s) => s.id),
  };
}

/** The fen of the balance an allotment reserves: a minute at the outbound rate. */
export const fenOf = (resource: Resource, amount: number) =>
  resource === 'minutes' ? amount * CALL_RATE_FEN.out : amount;

// A deleted department's allotment goes back to the company: only allotments of existing targets count.
export const liveAllots = () => feeAllots.list((a) => targetOf(a.target_type, a.target_id) !== undefined);

/** The fen reserved by the allotments, but for `except`'s (the one being adjusted). */
export const allottedFen = (except?: FeeAllotRow) =>
  liveAllots().reduce((total, a) => (a === except ? total : total + fenOf(a.resource, a.amount)), 0);
