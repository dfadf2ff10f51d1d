import { createTable } from '../kit/table';
import type { InstalmentRow } from './order-plan-rows';
import { seedPlans } from './order-plans-seed';
import { orderTable } from './orders';

/** The instalments of the orders' payment plans, seeded on the seeded orders, persisted with the demo data. */
export const instalmentTable = createTable<InstalmentRow>({
  name: 'orderInstalments',
  seed: () => seedPlans(orderTable.all()),
});
