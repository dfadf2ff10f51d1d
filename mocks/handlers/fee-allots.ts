import { num, str } from '../kit/fields';
import { notFound } from '../kit/not-found';
import { page } from '../kit/paging';
import { compareTimes, now } from '../kit/time';
import { CALL_RATE_FEN, balanceFen, chargedFen, feeRecords } from '../db/fee-ledger';
import { authed, fail, ok } from '../kit/http';
import {
  type FeeAllotRow,
  feeAllots,
  allottedFen,
  type TargetType,
  type Resource,
  yuan,
  targetOf,
  fenOf,
  liveAllots,
} from '../db/fee-allots';

function present(row: FeeAllotRow) {
  const target = targetOf(row.target_type, row.target_id);
  const month = now().slice(0, 7);
  const month_consumed = feeRecords
    .all()
    .filter(
      (r) => r.staff_id !== null && target?.staffIds.includes(r.staff_id) && r.created_at.startsWith(month),
    )
    .reduce((total, r) => total + chargedFen(r), 0);
  return {
    ...row,
    target_name: target?.name ?? '',
    department_name: target?.department ?? null,
    amount_fen: fenOf(row.resource, row.amount),
    month_consumed,
  };
}

/** Why an allotment of `fen` does not fit: what is left unallotted, and the most this target may hold. */
function tooLarge(resource: Resource, current: FeeAllotRow | undefined) {
  const unallotted = balanceFen() - allottedFen();
  const most = balanceFen() - allottedFen(current);
  const held = current
    ? `，加上该对象已分配的${yuan(fenOf(current.resource, current.amount))}元，最多可分配${yuan(most)}元`
    : '';
  const minutes =
    resource === 'minutes' ? `（${Math.max(0, Math.floor(most / CALL_RATE_FEN.out))}分钟）` : '';
  const msg = `分配额度超出未分配余额：剩余未分配${yuan(unallotted)}元${held}${minutes}`;
  return fail(422, msg, { amount: msg });
}

const TEXTS = {
  target_type: { required: '请选择分配对象类型', invalid: '分配对象类型不正确' },
  target_id: { required: '请选择分配对象', invalid: '分配对象不正确' },
  resource: { required: '请选择分配方式', invalid: '分配方式不正确' },
  amount: { required: '请输入分配额度', invalid: '分配额度须为不小于0的整数（余额以分计）' },
  remark: '备注',
};

export const feeAllotHandlers = [
  authed('fees/allot/list', ({ body }) => {
    const keyword = str(body.keyword);
    const type = str(body.target_type);
    const rows = liveAllots()
      .filter((a) => !type || a.target_type === type)
      .map(present)
      .filter((a) => !keyword || a.target_name.includes(keyword))
      .sort((a, b) => compareTimes(b.updated_at, a.updated_at) || b.id - a.id);
    return ok(page(rows, body));
  }),
  authed(
    'fees/allot/update',
    ({ body }) => {
      const target_type = str(body.target_type) as TargetType;
      const target_id = num(body.target_id);
      const resource = str(body.resource) as Resource;
      const amount = num(body.amount);
      if (!targetOf(target_type, target_id)) return notFound(target_type === 'staff' ? '员工' : '部门');
      const current = feeAllots.list((a) => a.target_type === target_type && a.target_id === target_id)[0];
      if (fenOf(resource, amount) > balanceFen() - allottedFen(current)) return tooLarge(resource, current);
      const fields = {
        target_type,
        target_id,
        resource,
        amount,
        remark: str(body.remark),
        updated_at: now(),
      };
      if (amount === 0) {
        if (current) feeAllots.remove(current.id);
        return ok(present({ ...fields, id: current?.id ?? 0 }), '已收回分配');
      }
      const saved = current ? feeAllots.update(current.id, fields)! : feeAllots.insert(fields);
      return ok(present(saved), '分配成功');
    },
    TEXTS,
  ),
];
