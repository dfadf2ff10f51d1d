import { createTable } from '../kit/table';
import type { DemoUser } from './seed';
import { seedUsers } from './users-seed';

/**
 * The staff accounts (the staff screen edits them, /expense/staff). Ids come from the table's sequence, which
 * never goes back: the ids of deleted staff are never given out again (customers and calls keep their owner's id).
 */
export const staffTable = createTable<DemoUser>({ name: 'staff', seed: seedUsers });

/** A signed-in browser: each sign-in has its own token, so one account may be signed in in many. */
export interface DemoSession {
  id: number;
  token: string;
  username: string;
  expiresAt: number;
}

export const sessionTable = createTable<DemoSession>({ name: 'sessions', seed: () => [] });

// Every authed request looks its token up: an index per version of the rows (the table gives a new array
// after each change), so a lookup does not scan the sessions of a company's every browser.
const byToken = new WeakMap<readonly DemoSession[], Map<string, DemoSession>>();

export function sessionOfToken(token: string): DemoSession | undefined {
  const rows = sessionTable.all();
  let index = byToken.get(rows);
  if (!index) byToken.set(rows, (index = new Map(rows.map((s) => [s.token, s]))));
  return index.get(token);
}

const byUsername = new WeakMap<readonly DemoUser[], Map<string, DemoUser>>();

export function userNamed(username: string): DemoUser | undefined {
  const rows = staffTable.all();
  let index = byUsername.get(rows);
  if (!index) byUsername.set(rows, (index = new Map(rows.map((u) => [u.username, u]))));
  return index.get(username);
}
