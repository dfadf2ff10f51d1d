import { canUseCustomRule, namedStages, PRIVILEGED_PHONES } from '@/features/assistant-plans/rules';

describe('assistant plan rules', () => {
  it('[PLAN-17] assistant_custom 1 opens the custom rule', () => {
    expect(canUseCustomRule({ phone: '13900000000', assistant_custom: 1 })).toBe(true);
  });
  it('[PLAN-18] a phone on the privileged list opens the custom rule', () => {
    expect(canUseCustomRule({ phone: PRIVILEGED_PHONES[0], assistant_custom: 0 })).toBe(true);
  });
  it('[PLAN-19] everybody else, and no user, does not get it', () => {
    expect(canUseCustomRule({ phone: '13900000000', assistant_custom: 0 })).toBe(false);
    expect(canUseCustomRule(null)).toBe(false);
  });
  it('[PLAN-29] follow-up stages without a name are dropped', () => {
    expect(
      namedStages([
        { id: 1, name: '初次接触' },
        { id: 2, name: '' },
        { id: 3, name: '  ' },
        { id: 4, name: null },
      ]),
    ).toEqual([{ id: 1, name: '初次接触' }]);
  });
});
