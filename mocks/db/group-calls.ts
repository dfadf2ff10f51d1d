import { crmDb } from './crm';
import { store } from './db';
import { staffIdOf, staffTable } from './staff';
import {
  emptyGroupCallChanges,
  seedGroupCalls,
  type GroupCallChanges,
  type GroupCallRow,
  type SavedCustomer,
} from './group-calls-seed';
import { formatDay } from '../kit/time';
import { taskGroupCalls } from './callcenter-tasks';

export { DURATION_RANGES, type GroupCallRow, type SavedCustomer } from './group-calls-seed';

/** The changes of today; yesterday's are dropped (in memory, and in storage with the next write). */
function changes(now: number): GroupCallChanges {
  const day = formatDay(now);
  if (store.data.groupCalls.day !== day) store.data.groupCalls = emptyGroupCallChanges(day);
  return store.data.groupCalls;
}

// One generated day per user; the seed is pure, so a cache entry never goes stale.
const seeded = new Map<string, GroupCallRow[]>();
let knownPhones: Set<string> | undefined;

function seedOf(username: string, day: string): GroupCallRow[] {
  const key = `${username}|${day}`;
  let rows = seeded.get(key);
  if (!rows) {
    const customers = crmDb.seedCustomers();
    knownPhones ??= new Set(customers.map((c) => c.phone));
    const staffId = staffIdOf(username);
    rows = seedGroupCalls({
      username,
      userIndex: Math.max(
        0,
        staffTable.all().findIndex((u) => u.username === username),
      ),
      day,
      ownCustomers: customers.filter((c) => c.owner_id != null && c.owner_id === staffId),
      knownPhones,
    });
    seeded.set(key, rows);
  }
  return rows;
}

export const groupCalls = {
  /** The user's records of today still on the list, newest first, with their saves laid over. */
  of(username: string, now = Date.now()): GroupCallRow[] {
    const { day, cleared, saved } = changes(now);
    const gone = new Set(cleared);
    // a call task's answered calls join the day's list as they happen (see ./callcenter-tasks.ts)
    return [...taskGroupCalls(staffIdOf(username), now), ...seedOf(username, day)]
      .filter((r) => !gone.has(r.id))
      .map((r) => (saved[r.id] ? { ...r, ...saved[r.id], saved: saved[r.id]! } : r));
  },

  find(username: string, id: number, now = Date.now()): GroupCallRow | undefined {
    return groupCalls.of(username, now).find((r) => r.id === id);
  },

  byRecordLog(username: string, recordLogId: number, now = Date.now()): GroupCallRow | undefined {
    return groupCalls.of(username, now).find((r) => r.record_log_id === recordLogId);
  },

  clear(ids: number[], now = Date.now()): void {
    const c = changes(now);
    c.cleared = [...new Set([...c.cleared, ...ids])];
    store.commit();
  },

  markSaved(id: number, as: SavedCustomer, now = Date.now()): void {
    changes(now).saved[id] = as;
    store.commit();
  },
};
