import type { IncomingCallCustomer } from '@/api/socket-messages';
import { crmDb } from '../db/crm';
import { nodes } from '../db/crm-rows';

/** What the platform knows of a calling number: the CRM customer of that phone, or only the number. */
export function callerOf(phone: string, uuid?: string): IncomingCallCustomer {
  const c = crmDb.customerByPhone(phone);
  if (!c) return { phone, uuid, customer_id: null };
  const lastFollow = crmDb.followUps(c)[0];
  return {
    phone,
    uuid,
    customer_id: c.id,
    name: c.name,
    contact_name: c.contact_name,
    company: c.company,
    node_name: nodes.find((n) => n.id === c.node_id)?.name,
    owner_name: crmDb.staffName(c.owner_id) ?? undefined,
    last_follow_at: c.last_follow_at,
    last_follow_content: lastFollow?.content ?? null,
    remark: c.remark,
  };
}
