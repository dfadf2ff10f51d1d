import { Faker, base, en, zh_CN } from '@faker-js/faker';
import { SALES_DEPARTMENTS, SEED_STAFF } from './staff-seed';
import { staffTable } from './staff';
import { rngOf } from './stats-random';

/**
 * The agents statistics count: the seeded staff (their live names and departments when they still exist) and,
 * to make the 200-seat centre the dashboards are built for, generated seats without accounts. Generated seats
 * have ids from GENERATED_SEAT_BASE up, which no account reaches, so only a role that sees everyone sees them.
 */
export interface StatsSeat {
  id: number;
  name: string;
  department_id: number;
  /** the account's user name, for the calls it really made today (mocks/db/calls.ts) */
  username: string | null;
  /** how many calls the seat makes on a weekday, compared with the centre's average */
  volume: number;
  answerRate: number;
  /** how long the seat talks, compared with the average */
  talk: number;
  /** seconds of after-call work per answered call */
  wrapSeconds: number;
}

export const SEAT_COUNT = 200;
export const GENERATED_SEAT_BASE = 10_001;

interface SeatBase {
  id: number;
  name: string;
  department_id: number;
}

let generated: SeatBase[] | undefined;

/** The generated seats: fixed names and departments (their own faker seed). */
function generatedSeats(): SeatBase[] {
  if (!generated) {
    const faker = new Faker({ locale: [zh_CN, en, base], seed: 1515 });
    generated = Array.from({ length: SEAT_COUNT - SEED_STAFF.length }, (_v, i) => ({
      id: GENERATED_SEAT_BASE + i,
      name: faker.person.fullName(),
      department_id: SALES_DEPARTMENTS[i % SALES_DEPARTMENTS.length]!,
    }));
  }
  return generated;
}

function habits(id: number) {
  const rng = rngOf(`seat:${id}`);
  return {
    volume: 0.6 + rng() * 0.8,
    answerRate: 0.32 + rng() * 0.3,
    talk: 0.7 + rng() * 0.6,
    wrapSeconds: 10 + Math.floor(rng() * 30),
  };
}

/** Every seat, the seeded staff first. */
export function statsSeats(): StatsSeat[] {
  const seeded = SEED_STAFF.map((s) => {
    const live = staffTable.get(s.id);
    return {
      id: s.id,
      name: live?.linkman ?? s.name,
      department_id: live?.department_id ?? s.department_id,
      username: live?.username ?? null,
    };
  });
  return [...seeded, ...generatedSeats().map((s) => ({ ...s, username: null }))].map((s) => ({
    ...s,
    ...habits(s.id),
  }));
}

/** The seats of a role's data scope (`visibleStaffIds`: null is everyone). */
export const seatsIn = (visible: Set<number> | null) =>
  statsSeats().filter((s) => visible === null || visible.has(s.id));
