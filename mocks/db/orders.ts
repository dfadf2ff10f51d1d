import { createTable } from '../kit/table';
import { orderNo, type OrderRow } from './order-rows';
import { seedOrders } from './orders-seed';

/** The orders, seeded with a year of them on the demo customers, persisted with the demo data. */
export const orderTable = createTable<OrderRow>({
  name: 'orders',
  seed: () => seedOrders(Date.now()),
  versioned: true,
});

/**
 * The bench's big list: more orders of the seed's kind until there are `total`, added in one write (the demo
 * data then outgrows localStorage and lives in memory for the session).
 */
export function growOrders(total: number): number {
  const missing = total - orderTable.all().length;
  if (missing > 0)
    orderTable.insertMany(
      seedOrders(Date.now(), missing).map((row) => (id: number) => ({
        ...row,
        id,
        order_no: orderNo(id, row.created_at),
      })),
    );
  return orderTable.all().length;
}
