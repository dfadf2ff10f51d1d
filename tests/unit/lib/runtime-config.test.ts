import { roleTable } from '@mocks/db/roles';
import { getConsoleConfig } from '@/lib/runtime-config';
import { seedUsers } from '@mocks/db/users-seed';
import { renderRuntimeConfig } from '../../../scripts/runtime-config';

/** Runs a rendered config.js the way the page does, and answers what it set. */
function load(script: string) {
  const saved = window.__CONSOLE_CONFIG__;
  try {
    new Function(script)();
    return getConsoleConfig();
  } finally {
    if (saved === undefined) delete window.__CONSOLE_CONFIG__;
    else window.__CONSOLE_CONFIG__ = saved;
  }
}

describe('runtime configuration: the custom rule’s privileged phones', () => {
  afterEach(() => {
    delete window.__CONSOLE_CONFIG__;
  });

  it('[PLAN-18] no config.js, or none listed: nobody is privileged', () => {
    expect(getConsoleConfig().customRulePhones).toEqual([]);
    window.__CONSOLE_CONFIG__ = { apiBase: '' };
    expect(getConsoleConfig().customRulePhones).toEqual([]);
  });

  it('[PLAN-18] the operator’s list is read as given (spaces trimmed, blanks dropped)', () => {
    window.__CONSOLE_CONFIG__ = { customRulePhones: [' 13700000001', '13700000002', ''] };
    expect(getConsoleConfig().customRulePhones).toEqual(['13700000001', '13700000002']);
  });

  it('[PLAN-18] a list that is not a list grants nobody', () => {
    window.__CONSOLE_CONFIG__ = { customRulePhones: '13700000001' as unknown as string[] };
    expect(getConsoleConfig().customRulePhones).toEqual([]);
  });

  it('[PLAN-18] the demo build lists one seeded demo user’s phone; a connected build lists none', () => {
    const demo = load(renderRuntimeConfig({ mock: true })).customRulePhones;
    expect(demo).toHaveLength(1);
    const users = seedUsers();
    const listed = users.filter((u) => u.phone === demo[0]);
    expect(listed.map((u) => u.username)).toEqual(['admin']);
    // the admin has no assistant_custom: the list is what opens the rule in the demo
    expect(roleTable.get(listed[0]!.role_id)!.assistant_custom).toBe(0);
    expect(load(renderRuntimeConfig({ mock: false })).customRulePhones).toEqual([]);
  });
});
