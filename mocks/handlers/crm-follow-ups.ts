import { crmDb } from '../db/crm';
import { nodes } from '../db/crm-rows';
import { authed, fail, ok } from '../kit/http';
import { presentFollowUp, staffIdOf } from '../db/crm-present';
import { page } from '../kit/paging';
import { now } from '../kit/time';
import { notFound } from '../kit/not-found';

export const followUpHandlers = [
  authed('crm/followUp/list', ({ body }) => {
    const customer = crmDb.customer(Number(body.customer_id));
    if (!customer) return notFound('客户');
    return ok(page(crmDb.followUps(customer), body, presentFollowUp));
  }),

  /** A follow-up moves the customer to its stage and sets the next appointment (today's list reads it). */
  authed(
    'crm/followUp/add',
    ({ body, user }) => {
      const customer = crmDb.customer(Number(body.customer_id));
      if (!customer) return notFound('客户');
      const nodeId = body.node_id ? Number(body.node_id) : null;
      if (nodeId != null && !nodes.some((n) => n.id === nodeId))
        return fail(422, '跟进阶段不存在', { node_id: '跟进阶段不存在' });
      const at = now();
      const next = body.next_follow_at ? String(body.next_follow_at) : null;
      if (next && next <= at)
        return fail(422, '下次跟进时间必须晚于现在', { next_follow_at: '下次跟进时间必须晚于现在' });
      const nodeOfFollowUp = nodeId ?? customer.node_id;
      const followUp = crmDb.addFollowUp(
        {
          customer_id: customer.id,
          type: Number(body.type) as 1 | 2 | 3 | 4,
          content: String(body.content).trim(),
          node_id: nodeOfFollowUp,
          next_follow_at: next,
          staff_id: staffIdOf(user),
          created_at: at,
        },
        {
          ...customer,
          node_id: nodeOfFollowUp,
          next_follow_at: next,
          last_follow_at: at,
          follow_count: customer.follow_count + 1,
          updated_at: at,
        },
      );
      return ok(presentFollowUp(followUp), '跟进记录已添加');
    },
    {
      customer_id: { required: '请选择客户' },
      type: { required: '请选择跟进方式', invalid: '跟进方式不正确' },
      content: '跟进内容',
      next_follow_at: '下次跟进时间',
    },
  ),
];
