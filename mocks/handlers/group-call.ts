import { HttpResponse } from 'msw';
import { crmDb } from '../db/crm';
import { DURATION_RANGES, groupCalls, type GroupCallRow } from '../db/group-calls';
import { authed, fail, ok } from '../kit/http';
import { str } from '../kit/fields';
import { listPage } from '../kit/paging';
import { checkReferences, customerFromForm, customerTexts, duplicatePhone } from '../db/crm-customer-rules';
import { notFound } from '../kit/not-found';

/**
 * Today's group calls (spec section 7, "Calling and group calls"): the drawer's list, its filters and clear
 * actions, and the work window that saves a record as a customer of the user, into the table of /client/index.
 */

const STATUS_NAMES = { 1: '未保存', 2: '已保存' } as const;

/** REQ-13: a failure whose data.code 1 makes the console warn with data.msg. */
const warning = (msg: string) => HttpResponse.json({ code: 1, msg, data: { code: 1, msg } });

const present = (r: GroupCallRow) => {
  const status = r.saved ? 2 : 1;
  return {
    id: r.id,
    name: r.name,
    concact_man: r.concact_man,
    phone: r.phone,
    duration: r.duration,
    get_status: status,
    get_status_name: STATUS_NAMES[status],
    record_log_id: r.record_log_id,
    focus: r.saved ? r.saved.focus : r.focus,
    remark: r.saved?.remark ?? null,
    node_id: r.saved?.node_id ?? null,
    next_follow_at: r.saved?.next_follow_at ?? null,
  };
};

/** The work window's fields (GROUP-24..32); the server holds the same limits as the form. */
/** The work window's fields as a customer form names them (GROUP-20..32). */
const formTexts = {
  ...customerTexts,
  concact_man: '联系人',
  phone: '联系方式',
  record_log_id: { required: '缺少通话记录' },
};

export const groupCallHandlers = [
  authed('callcenter/calltask/getDurationRange', () =>
    ok(Object.fromEntries(DURATION_RANGES.map((r) => [r.id, r.label]))),
  ),

  authed('callcenter/calltask/list', ({ body, user }) => {
    const name = str(body.name);
    const duration = str(body.duration);
    const status = str(body.get_status);
    const range = DURATION_RANGES.find((r) => r.id === duration);
    if (duration && !range) return fail(422, '通话时长范围不存在', { duration: '通话时长范围不存在' });
    if (status && status !== '1' && status !== '2')
      return fail(422, '保存状态不正确', { get_status: '保存状态不正确' });
    const rows = groupCalls
      .of(user.username)
      .filter((r) => !name || [r.name, r.concact_man, r.phone].some((v) => v.includes(name)))
      .filter((r) => !range || (r.duration >= range.min && r.duration < range.max))
      .filter((r) => !status || (r.saved ? '2' : '1') === status);
    return ok(listPage(rows, body, present));
  }),

  authed('callcenter/calltask/clearRecord', ({ body, user }) => {
    const id = Number(body.id);
    if (!Number.isInteger(id) || !groupCalls.find(user.username, id)) return notFound('群呼记录');
    groupCalls.clear(user.username, [id]);
    return ok(null, '删除成功!');
  }),

  authed('callcenter/calltask/clearAllRecord', ({ user }) => {
    groupCalls.clear(
      user.username,
      groupCalls.of(user.username).map((r) => r.id),
    );
    return ok(null, '删除成功!');
  }),

  /** GROUP-19, GROUP-22: one record makes one customer; a second save only warns. */
  authed(
    'callcenter/calltask/addCustomer',
    ({ body, user }) => {
      const record = groupCalls.byRecordLog(user.username, Number(body.record_log_id));
      if (!record) return notFound('通话记录');
      if (record.saved || crmDb.customers().some((c) => c.record_log_id === record.record_log_id))
        return warning('当前客户已经保存！');
      const invalid = checkReferences(body);
      if (invalid) return invalid;
      // the phone is the number that was called: the form shows it read-only (GROUP-30)
      if (str(body.phone) !== record.phone)
        return fail(422, '联系方式与通话记录不符', { phone: '联系方式与通话记录不符' });
      const taken = duplicatePhone(record.phone);
      if (taken) return taken;
      const form = { ...body, contact_name: body.concact_man, source: 3 };
      const row = {
        ...customerFromForm(form, user),
        source: 3 as const,
        record_log_id: record.record_log_id,
      };
      crmDb.saveCustomers([row]);
      groupCalls.markSaved(user.username, record.id, {
        name: row.name,
        concact_man: row.contact_name,
        focus: row.focus || null,
        remark: row.remark || null,
        node_id: row.node_id,
        next_follow_at: row.next_follow_at,
      });
      return ok(null, '添加成功');
    },
    formTexts,
  ),
];
