import { crmDb } from '@mocks/db/crm';
import { demoCaller } from '@mocks/sip';
import { buildLiveCall } from '@mocks/sockets/live-call-script';

const customerOf = (messages: ReturnType<typeof buildLiveCall>) =>
  messages.map((m) => m.message).find((m) => m.scene === 3)?.data;

describe('one identity per customer in the demo', () => {
  it('the demo caller is a CRM customer, and the call names them as the CRM does', () => {
    const caller = demoCaller();
    const crm = crmDb.customerByPhone(caller.phone);
    expect(crm).toBeDefined();
    expect(caller.displayName).toBe(crm!.name);
  });

  it('a number the CRM does not know gets no invented name in the assistant window', () => {
    const data = customerOf(buildLiveCall({ uuid: 'u-1', phone: '19900000000' }));
    expect(data).toMatchObject({ customer: { name: '', contact_name: '', contact_phone: '19900000000' } });
  });
});
