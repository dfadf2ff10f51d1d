import { SEED_STAFF } from './staff-seed';
import { staffTable } from './staff';

/**
 * The agents statistics count: the seeded staff, whose calls the call records hold (mocks/db/call-records.ts),
 * with their live names and departments when they still exist.
 */
export interface StatsSeat {
  id: number;
  name: string;
  department_id: number;
}

/** Every seat, in the staff's order. */
export function statsSeats(): StatsSeat[] {
  return SEED_STAFF.map((s) => {
    const live = staffTable.get(s.id);
    return { id: s.id, name: live?.linkman ?? s.name, department_id: live?.department_id ?? s.department_id };
  });
}

/** The seats of a role's data scope (`visibleStaffIds`: null is everyone). */
export const seatsIn = (visible: Set<number> | null) =>
  statsSeats().filter((s) => visible === null || visible.has(s.id));
