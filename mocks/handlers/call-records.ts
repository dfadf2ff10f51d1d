import { callRecordRows, presentCallRecord, type CallRecordRow } from '../db/call-records';
import { visibleStaffIds } from '../db/staff';
import { page } from '../kit/paging';
import { authed, fail, ok, type Ctx, type FieldTexts } from '../kit/http';

/** The most rows one export of the call records answers. */
export const CALL_EXPORT_LIMIT = 10_000;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const number = (v: unknown) => (v === undefined || v === '' ? undefined : Number(v));

/** Local midnight of a `YYYY-MM-DD` day. */
const dayStart = (day: string) => new Date(`${day}T00:00:00`).getTime();

/** Why the filters cannot be answered, or undefined. */
function queryFault(body: Record<string, unknown>): string | undefined {
  const [from, to] = [text(body.start_date), text(body.end_date)];
  if (from && to && from > to) return '开始日期不能晚于结束日期';
  const [min, max] = [number(body.min_seconds), number(body.max_seconds)];
  if (min !== undefined && max !== undefined && min > max) return '最短通话时长不能大于最长通话时长';
  return undefined;
}

/** The calls of a query the user may see (by agent, their role's data scope), newest first. */
function queryCalls({ body, user }: Ctx): CallRecordRow[] {
  const agents = visibleStaffIds(user);
  const [from, to] = [text(body.start_date), text(body.end_date)];
  const start = from ? dayStart(from) : -Infinity;
  const end = to ? dayStart(to) + 24 * 3600_000 : Infinity;
  const staff = number(body.staff_id);
  const [direction, result, phone] = [text(body.direction), text(body.result), text(body.phone)];
  const [min, max] = [number(body.min_seconds), number(body.max_seconds)];
  return callRecordRows().filter(
    (r) =>
      (!agents || agents.has(r.staff_id)) &&
      r.started_at >= start &&
      r.started_at < end &&
      (staff === undefined || r.staff_id === staff) &&
      (!direction || r.direction === direction) &&
      (!result || r.result === result) &&
      (min === undefined || r.talk_seconds >= min) &&
      (max === undefined || r.talk_seconds <= max) &&
      (!phone || r.phone.includes(phone) || r.caller_id.includes(phone)),
  );
}

const texts: FieldTexts = {
  start_date: { label: '开始日期', invalid: '开始日期格式不正确' },
  end_date: { label: '结束日期', invalid: '结束日期格式不正确' },
  staff_id: '坐席',
  direction: { label: '呼叫方向', invalid: '呼叫方向不正确' },
  result: { label: '通话结果', invalid: '通话结果不正确' },
  min_seconds: { label: '最短通话时长', invalid: '最短通话时长应为0到86400秒' },
  max_seconds: { label: '最长通话时长', invalid: '最长通话时长应为0到86400秒' },
  phone: '号码',
};

export const callRecordHandlers = [
  authed(
    'callcenter/record/list',
    (ctx) => {
      const fault = queryFault(ctx.body);
      return fault ? fail(1, fault) : ok(page(queryCalls(ctx), ctx.body, presentCallRecord));
    },
    texts,
  ),
  authed(
    'callcenter/record/export',
    (ctx) => {
      const fault = queryFault(ctx.body);
      if (fault) return fail(1, fault);
      const rows = queryCalls(ctx);
      return ok({
        total: rows.length,
        limit: CALL_EXPORT_LIMIT,
        data: rows.slice(0, CALL_EXPORT_LIMIT).map(presentCallRecord),
      });
    },
    texts,
  ),
];
