import { limitRules } from '@/api/field-limits';
import { crmLimits } from '@/api/generated/crm.limits.gen';

describe('form rules from the contract limits', () => {
  it('a required, length-limited field gets the required and max rules with the limit in the message', () => {
    const rules = limitRules(crmLimits.customerAdd.name, {
      required: 'required',
      max: (n) => `max ${n}`,
    });
    expect(rules).toEqual([
      { required: true, whitespace: true, message: 'required' },
      { max: 20, message: 'max 20' },
    ]);
  });

  it('a rule whose message is not given is left out', () => {
    expect(limitRules(crmLimits.customerAdd.name, { max: (n) => `${n}` })).toEqual([
      { max: 20, message: '20' },
    ]);
  });
});
