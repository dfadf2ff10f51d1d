import { createTable } from '../kit/table';
import type { ReceiptRow } from './order-plan-rows';
import { instalmentTable } from './order-plans';
import { seedReceipts } from './order-plans-seed';
import { orderTable } from './orders';

/** The receipts of the instalments, seeded on the seeded plans (so they always fit them), persisted. */
export const receiptTable = createTable<ReceiptRow>({
  name: 'orderReceipts',
  seed: () => seedReceipts(orderTable.all(), instalmentTable.all(), Date.now()),
});
