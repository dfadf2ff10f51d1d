import { Faker, base, en, zh_CN } from '@faker-js/faker';

/** Who sits where at the start of the demo: the three demo accounts (ids 1..3), then the sales teams. */
export interface SeedStaff {
  id: number;
  name: string;
  department_id: number;
}

/** The departments whose staff take customers (mocks/db/org.ts seeds them). */
export const SALES_DEPARTMENTS = [4, 5, 7, 8];

function buildStaff(): SeedStaff[] {
  // its own generator: the names stay the same whatever else the seed draws
  const faker = new Faker({ locale: [zh_CN, en, base], seed: 7301 });
  const fixed: SeedStaff[] = [
    { id: 1, name: '', department_id: 2 },
    { id: 2, name: '', department_id: 4 },
    { id: 3, name: '', department_id: 9 },
  ];
  const others = Array.from({ length: 21 }, (_v, i) => ({
    id: i + 4,
    name: faker.person.fullName(),
    department_id: SALES_DEPARTMENTS[i % SALES_DEPARTMENTS.length]!,
  }));
  return [...fixed, ...others];
}

export const SEED_STAFF: readonly SeedStaff[] = buildStaff();

/** The staff members who take customers in the seed: everyone in a sales department, plus the demo admin. */
export const ownerIds = SEED_STAFF.filter(
  (s) => s.id === 1 || SALES_DEPARTMENTS.includes(s.department_id),
).map((s) => s.id);
