import { createTable } from '../kit/table';
import type { OrderRow } from './order-rows';
import { seedOrders } from './orders-seed';

/** The orders, seeded with a year of them on the demo customers, persisted with the demo data. */
export const orderTable = createTable<OrderRow>({ name: 'orders', seed: () => seedOrders(Date.now()) });
