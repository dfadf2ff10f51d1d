import { fakerZH_CN as faker } from '@faker-js/faker';
import { emptyCrmChanges, type CrmChanges } from './crm-seed';
import { type DemoCall, seedCalls } from './calls-seed';
import { seedFlows, type FlowsData } from './flows-seed';
import { emptyGroupCallChanges, type GroupCallChanges } from './group-calls-seed';
import { seedAssistantLibrary, type AssistantLibraryData } from './assistant-library-seed';
import { DEMO_ADMIN_PHONE } from './demo-admin-phone';
import type { DemoRole } from './menus';
import type { StoredTable } from '../kit/table';
import { seedTime } from '../kit/time';

export interface DemoUser {
  username: string;
  password: string;
  role: DemoRole;
  linkman: string;
  phone: string;
  email: string;
  department_name: string;
  role_name: string;
  assistant_custom: 0 | 1;
  sip_username: string;
  sip_password: string;
  created_at: string;
  last_login_at: string;
  last_login_ip: string;
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
  sessions: DemoSession[];
  /** Customers area: only the changes to its regenerated seed (see crm.ts). */
  crm: CrmChanges;
  calls: DemoCall[];
  /** Robot scripts, assistant plans, their flows and side tables (mocks/db/flows.ts). */
  flows: FlowsData;
  /** Today's group calls: only the changes to their regenerated seed (mocks/db/group-calls.ts). */
  groupCalls: GroupCallChanges;
  /** Knowledge base, customer profile tags and API tokens of the assistant (mocks/db/assistant-library.ts). */
  assistantLibrary: AssistantLibraryData;
  /** The kit's tables (mocks/kit/table.ts) by name, each seeded on first use; absent in older saved copies. */
  tables?: Record<string, StoredTable>;
}

/** Bump when the shape changes, so a browser with an older saved copy starts from a fresh seed. */
export const DATA_VERSION = 10;
const SEED = 20261121;

const mobile = () => `1${faker.helpers.arrayElement(['3', '5', '7', '8', '9'])}${faker.string.numeric(9)}`;

function demoUser(
  username: string,
  password: string,
  role: DemoRole,
  role_name: string,
  department: string,
): DemoUser {
  return {
    username,
    password,
    role,
    linkman: faker.person.fullName(),
    phone: mobile(),
    email: `${username}@demo.example.cn`,
    department_name: department,
    role_name,
    assistant_custom: role === 'author' ? 1 : 0,
    sip_username: `10${faker.string.numeric(2)}`,
    // every demo SIP account shares the password of the Kamailio config in tests/e2e (README: Demo softphone)
    sip_password: 'secret',
    created_at: seedTime(faker.date.past({ years: 2, refDate: '2026-11-01T00:00:00Z' })),
    last_login_at: seedTime(faker.date.recent({ days: 3, refDate: '2026-11-20T00:00:00Z' })),
    last_login_ip: faker.internet.ipv4(),
    sip_group: 1,
  };
}

/** The same data on every machine and every run: a fixed faker seed. */
export function seed(now = Date.now()): DemoData {
  faker.seed(SEED);
  const users = [
    // a fixed phone (after the generated one, so the faker stream stays the same): config.js names it
    { ...demoUser('admin', 'admin123', 'admin', '超级管理员', '总经办'), phone: DEMO_ADMIN_PHONE },
    demoUser('agent', 'agent123', 'agent', '坐席', '销售一部'),
    demoUser('author', 'author123', 'author', '话术编辑', '运营部'),
  ];
  const data = {
    version: DATA_VERSION,
    users,
    sessions: [],
    crm: emptyCrmChanges(),
    ...seedCalls(
      users.map((u) => u.username),
      now,
    ),
    flows: seedFlows(),
    groupCalls: emptyGroupCallChanges(),
  };
  return {
    ...data,
    assistantLibrary: seedAssistantLibrary(
      data.flows.plans.map((p) => p.id),
      now,
    ),
  };
}
