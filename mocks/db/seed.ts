import { fakerZH_CN as faker } from '@faker-js/faker';
import { seedFlows, type FlowsData } from './flows-seed';
import type { DemoRole } from './menus';

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
  explicit_numbers: { id: number; phone: string }[];
  created_at: string;
  last_login_at: string;
  last_login_ip: string;
  stats: {
    today_calls: number;
    today_connected: number;
    today_talk_seconds: number;
    week_calls: number;
    week_connected: number;
    week_talk_seconds: number;
    customers_total: number;
    appointments_today: number;
  };
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
  /** Robot scripts, assistant plans, their flows and side tables (mocks/db/flows.ts). */
  flows: FlowsData;
}

/** Bump when the shape changes, so a browser with an older saved copy starts from a fresh seed. */
export const DATA_VERSION = 2;
const SEED = 20261121;

const fmt = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');
const mobile = () => `1${faker.helpers.arrayElement(['3', '5', '7', '8', '9'])}${faker.string.numeric(9)}`;

function demoUser(
  username: string,
  password: string,
  role: DemoRole,
  role_name: string,
  department: string,
): DemoUser {
  const week_calls = faker.number.int({ min: 180, max: 420 });
  const week_connected = Math.round(week_calls * faker.number.float({ min: 0.35, max: 0.6 }));
  const today_calls = faker.number.int({ min: 20, max: 80 });
  const today_connected = Math.round(today_calls * faker.number.float({ min: 0.35, max: 0.6 }));
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
    sip_password: faker.string.alphanumeric(12),
    explicit_numbers: Array.from({ length: role === 'author' ? 0 : 2 }, (_v, i) => ({
      id: i + 1,
      phone: mobile(),
    })),
    created_at: fmt(faker.date.past({ years: 2, refDate: '2026-11-01T00:00:00Z' })),
    last_login_at: fmt(faker.date.recent({ days: 3, refDate: '2026-11-20T00:00:00Z' })),
    last_login_ip: faker.internet.ipv4(),
    stats: {
      today_calls,
      today_connected,
      today_talk_seconds: today_connected * faker.number.int({ min: 45, max: 150 }),
      week_calls,
      week_connected,
      week_talk_seconds: week_connected * faker.number.int({ min: 45, max: 150 }),
      customers_total: faker.number.int({ min: 120, max: 900 }),
      appointments_today: faker.number.int({ min: 0, max: 12 }),
    },
  };
}

/** The same data on every machine and every run: a fixed faker seed. */
export function seed(): DemoData {
  faker.seed(SEED);
  return {
    version: DATA_VERSION,
    users: [
      demoUser('admin', 'admin123', 'admin', '超级管理员', '总经办'),
      demoUser('agent', 'agent123', 'agent', '坐席', '销售一部'),
      demoUser('author', 'author123', 'author', '话术编辑', '运营部'),
    ],
    sessions: [],
    flows: seedFlows(),
  };
}
