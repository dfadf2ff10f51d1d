import { Faker, base, en, zh_CN } from '@faker-js/faker';
import { DEMO_ADMIN_PHONE } from './demo-admin-phone';
import { ROLE_ADMIN, ROLE_AGENT, ROLE_AUTHOR, ROLE_SUPERVISOR } from './role-ids';
import { SEED_STAFF } from './staff-seed';
import { seedTime } from '../kit/time';
import type { DemoUser } from './seed';

/**
 * The generator of the demo accounts and then of their call history (mocks/db/calls.ts), fixed-seeded: the same
 * data on every machine and every run. Its own instance: the tables are seeded on first use, in any order, and a
 * shared generator would make each seed depend on which ran before it.
 */
export const demoAccountsFaker = (): Faker => new Faker({ locale: [zh_CN, en, base], seed: 20261121 });

const mobile = (faker: Faker) =>
  `1${faker.helpers.arrayElement(['3', '5', '7', '8', '9'])}${faker.string.numeric(9)}`;

function demoUser(faker: Faker, id: number, username: string, password: string, role_id: number): DemoUser {
  const user = {
    id,
    username,
    password,
    linkman: faker.person.fullName(),
    phone: mobile(faker),
    email: `${username}@demo.example.cn`,
    department_id: SEED_STAFF[id - 1]!.department_id,
    role_id,
    sip_username: `10${faker.string.numeric(2)}`,
    // every demo SIP account shares the password of the Kamailio config in tests/e2e (docs/demo.md: Demo softphone)
    sip_password: 'secret',
    created_at: seedTime(faker.date.past({ years: 2, refDate: '2026-11-01T00:00:00Z' })),
    last_login_at: seedTime(faker.date.recent({ days: 3, refDate: '2026-11-20T00:00:00Z' })),
    last_login_ip: faker.internet.ipv4(),
    sip_group: 1 as const,
    status: 1 as const,
  };
  return { ...user, updated_at: user.created_at };
}

/** The three demo accounts, drawn from `faker` (demoAccountsFaker). */
export const demoAccounts = (faker: Faker): DemoUser[] => [
  // a fixed phone (after the generated one, so the faker stream stays the same): config.js names it
  { ...demoUser(faker, 1, 'admin', 'admin123', ROLE_ADMIN), phone: DEMO_ADMIN_PHONE },
  demoUser(faker, 2, 'agent', 'agent123', ROLE_AGENT),
  demoUser(faker, 3, 'author', 'author123', ROLE_AUTHOR),
];

/** The rest of the company: deterministic names (mocks/db/org.ts), an employee number as the account. */
function colleague(id: number): DemoUser {
  const username = `emp${String(id).padStart(3, '0')}`;
  const at = `2025-${String((id % 9) + 1).padStart(2, '0')}-1${id % 10} 09:30:00`;
  return {
    id,
    username,
    password: 'demo123',
    linkman: SEED_STAFF[id - 1]!.name,
    phone: `139${String(20_000_000 + id * 7919).slice(-8)}`,
    email: `${username}@demo.example.cn`,
    department_id: SEED_STAFF[id - 1]!.department_id,
    // the first in each sales team leads it
    role_id: id <= 7 ? ROLE_SUPERVISOR : ROLE_AGENT,
    status: 1,
    sip_username: String(2000 + id),
    sip_password: 'secret',
    created_at: at,
    updated_at: at,
    last_login_at: null,
    last_login_ip: null,
    sip_group: 0,
  };
}

/** The staff accounts of the seed: the demo accounts, then the sales teams. */
export function seedUsers(): DemoUser[] {
  const accounts = demoAccounts(demoAccountsFaker());
  return [...accounts, ...SEED_STAFF.slice(accounts.length).map((s) => colleague(s.id))];
}
