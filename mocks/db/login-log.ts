import { Faker, base, en, zh_CN } from '@faker-js/faker';
import { createTable } from '../kit/table';
import { compareTimes, formatTime, now } from '../kit/time';
import { db } from './db';
import { staffTable } from './users';
import { userAgentOf } from '../kit/user-agent';

export interface LoginLogRow {
  id: number;
  username: string;
  name: string;
  ip: string;
  location: string;
  browser: string;
  os: string;
  result: 'success' | 'fail';
  reason: string;
  login_at: string;
}

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;
export const WRONG_PASSWORD = '账号或密码错误';
export const ACCOUNT_DISABLED = '账号已停用，请联系管理员';

const CITIES = [
  '广东省深圳市',
  '广东省广州市',
  '浙江省杭州市',
  '上海市',
  '北京市',
  '江苏省南京市',
  '四川省成都市',
];
const BROWSERS = ['Chrome 131', 'Chrome 129', 'Edge 131', 'Firefox 133'];
const SYSTEMS = ['Windows 10', 'Windows 11', 'macOS'];
/** Accounts tried by someone who does not have one. */
const STRANGERS = ['test', 'root', 'administrator', 'zhangsan'];

/** Where one person signs in from: the office and, now and then, home. */
interface Place {
  ip: string;
  location: string;
  browser: string;
  os: string;
}

/**
 * Thirty days of sign-ins of the demo users before `now`: most working days each signs in once or twice, from
 * the office (sometimes from home), sometimes after a mistyped password; strangers try accounts that do not
 * exist. Its own faker with a fixed seed: the same history on every machine.
 */
export function seedLoginLog(now = Date.now()): LoginLogRow[] {
  const faker = new Faker({ locale: [zh_CN, en, base], seed: 20261123 });
  const place = (location = faker.helpers.arrayElement(CITIES)): Place => ({
    ip: faker.internet.ipv4(),
    location,
    browser: faker.helpers.arrayElement(BROWSERS),
    os: faker.helpers.arrayElement(SYSTEMS),
  });
  const office = '广东省深圳市';
  const people = staffTable.all().map((u) => ({
    username: u.username,
    name: u.linkman,
    office: place(office),
    home: place(),
  }));
  const rows: Omit<LoginLogRow, 'id'>[] = [];
  const midnight = new Date(now);
  midnight.setHours(0, 0, 0, 0);
  for (let day = 29; day >= 0; day--) {
    const start = midnight.getTime() - day * DAY;
    const weekend = [0, 6].includes(new Date(start).getDay());
    for (const p of people) {
      if (faker.number.float() < (weekend ? 0.85 : 0.1)) continue;
      const sessions = faker.number.float() < 0.3 ? 2 : 1;
      for (let s = 0; s < sessions; s++) {
        const at = start + (s ? 13.5 : 8.5) * 60 * MINUTE + faker.number.int({ min: 0, max: 90 }) * MINUTE;
        const from = faker.number.float() < 0.15 ? p.home : p.office;
        const who = { username: p.username, name: p.name, ...from };
        if (faker.number.float() < 0.15)
          rows.push({ ...who, result: 'fail', reason: WRONG_PASSWORD, login_at: formatTime(at - MINUTE) });
        rows.push({ ...who, result: 'success', reason: '', login_at: formatTime(at) });
      }
    }
    if (faker.number.float() < 0.2) {
      const at = start + faker.number.int({ min: 0, max: 24 * 60 - 1 }) * MINUTE;
      rows.push({
        username: faker.helpers.arrayElement(STRANGERS),
        name: '',
        ...place(),
        result: 'fail',
        reason: WRONG_PASSWORD,
        login_at: formatTime(at),
      });
    }
  }
  return rows
    .filter((r) => r.login_at < formatTime(now))
    .sort((a, b) => compareTimes(a.login_at, b.login_at))
    .map((r, i) => ({ ...r, id: i + 1 }));
}

export const loginLog = createTable<LoginLogRow>({ name: 'system/loginLog', seed: () => seedLoginLog() });

/** The demo serves itself: every real sign-in comes from this machine. */
const LOCAL = { ip: '127.0.0.1', location: '本机' };

/** Writes one sign-in attempt of the demo to the login log (the account as typed; its name if it exists). */
export function recordLogin(request: Request, username: string, reason?: string): void {
  loginLog.insert({
    username,
    name: db.findUser(username)?.linkman ?? '',
    ...LOCAL,
    ...userAgentOf(request.headers.get('user-agent') ?? browserAgent()),
    result: reason ? 'fail' : 'success',
    reason: reason ?? '',
    login_at: now(),
  });
}

// A service worker's copy of a request may leave the user-agent out; in the browser the page's own is the same.
const browserAgent = () => (typeof navigator === 'undefined' ? null : navigator.userAgent);
