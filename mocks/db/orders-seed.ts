import { Faker, base, zh_CN } from '@faker-js/faker';
import dayjs from 'dayjs';
import { formatTime } from '../kit/time';
import { crmDb } from './crm';
import { orderableSkus } from './mall-orderable';
import {
  orderNo,
  type OrderEventRow,
  type OrderLineRow,
  type OrderRow,
  type OrderStatus,
} from './order-rows';
import { SEED_STAFF } from './staff-seed';

/** About one order a day over the last year. */
export const SEED_ORDER_COUNT = 365;

const VOID_REASONS = ['客户取消采购', '重复下单', '价格调整后重新下单', '客户预算未批'];
const REMARKS = ['', '', '', '开具增值税专用发票', '合同已盖章回传', '客户要求月底前交付', '含首年维护'];
// approvals and completions are done by the demo admin, the sales manager or the order's owner
const APPROVERS = SEED_STAFF.filter((s) => s.id <= 2).map((s) => s.id);

/**
 * A year of orders on the seeded customers who have an owner, up to `today`: the older ones mostly completed,
 * the recent ones still waiting or approved, some voided with a reason. The same rows for the same day.
 * `count` other than the seed's own spreads that many over the year (the bench's big list).
 */
export function seedOrders(today: number, count = SEED_ORDER_COUNT): OrderRow[] {
  const faker = new Faker({ locale: [zh_CN, base], seed: 1313 });
  const skus = orderableSkus();
  const customers = crmDb.seedCustomers().filter((c) => c.owner_id != null);
  const start = dayjs(today).startOf('day').subtract(365, 'day');
  const rows: OrderRow[] = [];
  for (let id = 1; id <= count; id++) {
    const customer = faker.helpers.arrayElement(customers);
    const ordered = start
      .add(Math.floor(((id - 1) * 365) / count), 'day')
      .add(faker.number.int({ min: 9 * 60, max: 18 * 60 }), 'minute');
    const at = formatTime(ordered.valueOf());
    const chosen = faker.helpers.arrayElements(skus, { min: 1, max: 3 });
    const lines: OrderLineRow[] = chosen.map((sku) => {
      const quantity = faker.number.int({ min: 1, max: Math.min(10, sku.stock) });
      const discount = faker.helpers.maybe(() => faker.number.int({ min: 1, max: 20 }) * 1_000, {
        probability: 0.3,
      });
      return {
        sku_id: sku.sku_id,
        product_name: sku.product_name,
        sku_label: sku.sku_label,
        quantity,
        unit_price_fen: sku.price,
        discount_fen: Math.min(discount ?? 0, quantity * sku.price),
      };
    });
    const owner = customer.owner_id!;
    const age = dayjs(today).diff(ordered, 'day');
    const status = statusOf(faker, age);
    const timeline: OrderEventRow[] = [{ action: 'create', staff_id: owner, note: '', at }];
    const later = (days: number) => formatTime(ordered.add(days, 'day').add(37, 'minute').valueOf());
    const approver = faker.helpers.arrayElement(APPROVERS);
    if (status === 2 || status === 3)
      timeline.push({ action: 'approve', staff_id: approver, note: '', at: later(1) });
    if (status === 3)
      timeline.push({ action: 'complete', staff_id: owner, note: '', at: later(Math.min(age, 7)) });
    const voidReason = status === 4 ? faker.helpers.arrayElement(VOID_REASONS) : '';
    if (status === 4) timeline.push({ action: 'void', staff_id: approver, note: voidReason, at: later(1) });
    rows.push({
      id,
      order_no: orderNo(id, at),
      customer_id: customer.id,
      owner_id: owner,
      lines,
      shipping_fen: faker.helpers.arrayElement([0, 0, 0, 1_500, 2_000, 5_000]),
      status,
      void_reason: voidReason,
      // the seeded customers' deals are the CRM seed's own; a deal is recorded when an order is approved here
      deal_id: null,
      remark: faker.helpers.arrayElement(REMARKS),
      ordered_at: at,
      created_at: at,
      updated_at: timeline[timeline.length - 1]!.at,
      timeline,
    });
  }
  return rows;
}

/** Orders of the last fortnight are mostly still open; a few of every age are voided. */
function statusOf(faker: Faker, ageDays: number): OrderStatus {
  if (faker.number.int({ min: 1, max: 100 }) <= 7) return 4;
  if (ageDays < 14) return faker.helpers.arrayElement<OrderStatus>([1, 1, 2, 2, 3]);
  if (ageDays < 60) return faker.helpers.arrayElement<OrderStatus>([1, 2, 3, 3, 3]);
  return 3;
}
