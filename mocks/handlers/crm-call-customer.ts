import { HttpResponse } from 'msw';
import { crmDb } from '../db/crm';
import { authed, fail, ok, validate } from './http';
import { checkReferences, customerFromForm, customerRules, duplicatePhone } from './crm-customer-rules';

/**
 * GROUP-22: the group-call work window saves its record as a customer of the current user, into the
 * same table as /client/index. One record makes one customer (GROUP-19's warning on a second save).
 */
/** REQ-13: a failure whose data.code 1 makes the console warn with data.msg. */
const warning = (msg: string) => HttpResponse.json({ code: 1, msg, data: { code: 1, msg } });

export const callCustomerHandlers = [
  authed('callcenter/calltask/addCustomer', ({ body, user }) => {
    const recordLogId = Number(body.record_log_id);
    if (!Number.isInteger(recordLogId) || recordLogId < 1) return fail(422, '通话记录不存在');
    if (crmDb.customers().some((c) => c.record_log_id === recordLogId)) return warning('当前客户已经保存！');
    const form: Record<string, unknown> = { ...body, contact_name: body.concact_man };
    const invalid =
      validate(form, { ...customerRules, contact_name: { required: '请输入联系人', max: 20 } }) ??
      checkReferences(form) ??
      duplicatePhone(String(form.phone ?? '').trim());
    if (invalid) return invalid;
    const row = {
      ...customerFromForm({ ...form, source: 3 }, user),
      source: 3 as const,
      record_log_id: recordLogId,
    };
    crmDb.saveCustomers([row]);
    return ok(null, '添加成功');
  }),
];
