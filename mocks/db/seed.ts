import { fakerZH_CN as faker } from '@faker-js/faker';
import { type DemoCall, seedCalls } from './calls-seed';
import { seedFlows, type FlowsData } from './flows-seed';
import { DEMO_ADMIN_PHONE } from './demo-admin-phone';
import { ROLE_ADMIN, ROLE_AGENT, ROLE_AUTHOR, ROLE_SUPERVISOR } from './role-ids';
import { SEED_STAFF } from './staff-seed';
import type { StoredTable } from '../kit/table';
import { seedTime } from '../kit/time';

/** A staff account: who signs in, where they sit and what their role lets them do (mocks/db/staff.ts). */
export interface DemoUser {
  id: number;
  username: string;
  password: string;
  linkman: string;
  phone: string;
  email: string;
  department_id: number;
  role_id: number;
  /** 1 enabled; a disabled account cannot sign in. */
  status: 0 | 1;
  sip_username: string;
  sip_password: string;
  created_at: string;
  updated_at: string;
  last_login_at: string | null;
  last_login_ip: string | null;
  /** 1 when signed in to the call group (the default-sip state). */
  sip_group: 0 | 1;
}

export interface DemoSession {
  token: string;
  username: string;
  expiresAt: number;
}

export interface DemoData {
  version: number;
  users: DemoUser[];
  /** The last staff id given out (ids of deleted staff are never reused: customers keep their owner's id). */
  staffSeq: number;
  sessions: DemoSession[];
  calls: DemoCall[];
  /** Robot scripts, assistant plans, their flows and side tables (mocks/db/flows.ts). */
  flows: FlowsData;
  /** The kit's tables (mocks/kit/table.ts) by name, each seeded on first use; absent in older saved copies. */
  tables?: Record<string, StoredTable>;
}

/** Bump when the shape changes, so a browser with an older saved copy starts from a fresh seed. */
export const DATA_VERSION = 19;
const SEED = 20261121;

const mobile = () => `1${faker.helpers.arrayElement(['3', '5', '7', '8', '9'])}${faker.string.numeric(9)}`;

function demoUser(id: number, username: string, password: string, role_id: number): DemoUser {
  const user = {
    id,
    username,
    password,
    linkman: faker.person.fullName(),
    phone: mobile(),
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

/** The same data on every machine and every run: a fixed faker seed. */
export function seed(now = Date.now()): DemoData {
  faker.seed(SEED);
  const users = [
    // a fixed phone (after the generated one, so the faker stream stays the same): config.js names it
    { ...demoUser(1, 'admin', 'admin123', ROLE_ADMIN), phone: DEMO_ADMIN_PHONE },
    demoUser(2, 'agent', 'agent123', ROLE_AGENT),
    demoUser(3, 'author', 'author123', ROLE_AUTHOR),
  ];
  return {
    version: DATA_VERSION,
    users: [...users, ...SEED_STAFF.slice(users.length).map((s) => colleague(s.id))],
    staffSeq: SEED_STAFF.length,
    sessions: [],
    ...seedCalls(
      users.map((u) => u.username),
      now,
    ),
    flows: seedFlows(),
  };
}
