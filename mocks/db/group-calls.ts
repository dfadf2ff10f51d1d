import { crmDb } from './crm';
import { staffIdOf, staffTable } from './staff';
import { seedGroupCalls, type GroupCallRow, type SavedCustomer } from './group-calls-seed';
import { createTable } from '../kit/table';
import { formatDay } from '../kit/time';
import { taskGroupCalls } from './callcenter-tasks';

export { DURATION_RANGES, type GroupCallRow, type SavedCustomer } from './group-calls-seed';

/** A record of today's group calls as the table keeps it: whose it is, and whether they cleared it. */
interface StoredGroupCall extends GroupCallRow {
  staff_id: number;
  cleared?: true;
}

const today = () => formatDay(Date.now());

/** Today's records of every staff member, regenerated from (user, day): the seed is pure. */
function seedToday(): StoredGroupCall[] {
  const day = today();
  const customers = crmDb.seedCustomers();
  const knownPhones = new Set(customers.map((c) => c.phone));
  return staffTable.all().flatMap((user, userIndex) =>
    seedGroupCalls({
      username: user.username,
      userIndex,
      day,
      ownCustomers: customers.filter((c) => c.owner_id === user.id),
      knownPhones,
    }).map((r) => ({ ...r, staff_id: user.id })),
  );
}

/**
 * Today's group calls: the seed is built again on each load and for each new day, the data set keeping only the
 * records saved or cleared today (yesterday's go with their day). A call task's answered calls join the table
 * when first changed.
 */
export const groupCallTable = createTable<StoredGroupCall>({
  name: 'groupCalls',
  seed: seedToday,
  keep: 'changes',
  seedKey: today,
});

/** Writes a change to a record, a call task's one joining the table. */
function change(row: StoredGroupCall, patch: Partial<StoredGroupCall>): void {
  if (groupCallTable.get(row.id)) groupCallTable.update(row.id, patch);
  else groupCallTable.put({ ...row, ...patch });
}

/** The user's records of today, cleared ones too, with the table's state laid over the call tasks' ones. */
function recordsOf(username: string, now: number): StoredGroupCall[] {
  const staffId = staffIdOf(username);
  if (staffId == null) return [];
  // a call task's answered calls join the day's list as they happen (see ./callcenter-tasks.ts)
  const fromTasks = taskGroupCalls(staffId, now).map(
    (r) => groupCallTable.get(r.id) ?? { ...r, staff_id: staffId },
  );
  const taskIds = new Set(fromTasks.map((r) => r.id));
  return [...fromTasks, ...groupCallTable.list((r) => r.staff_id === staffId && !taskIds.has(r.id))];
}

const shown = ({ staff_id: _staff, cleared: _cleared, ...row }: StoredGroupCall): GroupCallRow => row;

export const groupCalls = {
  /** The user's records of today still on the list, newest first. */
  of: (username: string, now = Date.now()): GroupCallRow[] =>
    recordsOf(username, now)
      .filter((r) => !r.cleared)
      .map(shown),

  find(username: string, id: number, now = Date.now()): GroupCallRow | undefined {
    return groupCalls.of(username, now).find((r) => r.id === id);
  },

  byRecordLog(username: string, recordLogId: number, now = Date.now()): GroupCallRow | undefined {
    return groupCalls.of(username, now).find((r) => r.record_log_id === recordLogId);
  },

  clear(username: string, ids: number[], now = Date.now()): void {
    const gone = new Set(ids);
    for (const r of recordsOf(username, now)) if (gone.has(r.id) && !r.cleared) change(r, { cleared: true });
  },

  markSaved(username: string, id: number, as: SavedCustomer, now = Date.now()): void {
    const row = recordsOf(username, now).find((r) => r.id === id);
    if (row) change(row, { ...as, saved: as });
  },
};
