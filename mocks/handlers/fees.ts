import { crmDb } from '../db/crm';
import { num, str } from '../kit/fields';
import { page } from '../kit/paging';
import { accountSummary, dailySpend } from '../db/fee-account';
import { allottedFen } from '../db/fee-allots';
import { feeRecords, type FeeRow } from '../db/fee-ledger';
import { authed, ok } from '../kit/http';

const inDay = (from: string, to: string) => (r: FeeRow) => {
  const day = r.created_at.slice(0, 10);
  return (!from || day >= from) && (!to || day <= to);
};

/** The company account (/expense/index) and its fee records (/expense/details); allotments: fee-allots.ts. */
export const feesHandlers = [
  authed('fees/summary/info', () => ok(accountSummary(allottedFen()))),
  authed('fees/daily/spend', () => ok(dailySpend())),
  authed('fees/record/list', ({ body }) => {
    const type = num(body.type);
    const staffId = num(body.staff_id);
    const keyword = str(body.keyword);
    const rows = feeRecords.list(
      (r) =>
        inDay(str(body.start_date), str(body.end_date))(r) &&
        (Number.isNaN(type) || r.type === type) &&
        (Number.isNaN(staffId) || r.staff_id === staffId) &&
        (!keyword || r.serial_no.includes(keyword) || Boolean(r.phone?.includes(keyword))),
    );
    return ok(page(rows, body, (r) => ({ ...r, staff_name: crmDb.staffName(r.staff_id) })));
  }),
];
