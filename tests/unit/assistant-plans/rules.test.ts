import { canUseCustomRule, namedStages } from '@/features/assistant-plans/rules';

const LIST = ['13700000001', '13700000002'];

describe('assistant plan rules', () => {
  it('[PLAN-17] assistant_custom 1 opens the custom rule, whatever the list', () => {
    expect(canUseCustomRule({ phone: '13900000000', assistant_custom: 1 }, [])).toBe(true);
    // the platform may send the flag as a string
    expect(canUseCustomRule({ phone: '13900000000', assistant_custom: '1' }, LIST)).toBe(true);
  });
  it('[PLAN-18] a phone on the privileged list opens the custom rule', () => {
    expect(canUseCustomRule({ phone: '13700000002', assistant_custom: 0 }, LIST)).toBe(true);
    expect(canUseCustomRule({ phone: ' 13700000001 ', assistant_custom: 0 }, LIST)).toBe(true);
    // the same user without the list, or with another list, does not get it
    expect(canUseCustomRule({ phone: '13700000002', assistant_custom: 0 }, [])).toBe(false);
    expect(canUseCustomRule({ phone: '13700000002', assistant_custom: 0 }, ['13700000003'])).toBe(false);
  });
  it('[PLAN-19] everybody else, and no user, does not get it', () => {
    expect(canUseCustomRule({ phone: '13900000000', assistant_custom: 0 }, LIST)).toBe(false);
    expect(canUseCustomRule({ assistant_custom: 0 }, LIST)).toBe(false);
    expect(canUseCustomRule({ phone: '', assistant_custom: 0 }, ['', ...LIST])).toBe(false);
    expect(canUseCustomRule(null, LIST)).toBe(false);
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
