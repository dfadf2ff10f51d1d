import {
  seedAttributes,
  seedLabels,
  type AttributeRow,
  type CustomerRow,
  type DealRow,
  type FollowUpRow,
  type LabelRow,
} from './crm-rows';
import { buildCrmSeed, seededFollowUps, type CrmSeed } from './crm-seed';
import { staffName } from './staff';
import { createTable } from '../kit/table';

// Built once per process: the demo reset and every Jest test start from it again, and it costs a second.
let seedCache: CrmSeed | undefined;
const crmSeed = () => (seedCache ??= buildCrmSeed());

/**
 * The customers: the seed is built again on each load and the data set keeps only what changed (eleven thousand
 * rows would not fit in localStorage). A save of a stale copy is refused (issue 43 item 6).
 */
export const crmCustomers = createTable<CustomerRow>({
  name: 'crm/customers',
  seed: () => crmSeed().customers,
  keep: 'changes',
  versioned: true,
});

/**
 * The follow-ups added in the demo. A customer's seeded history is worked out from its id when read
 * (seededFollowUps): all forty thousand would take seconds to build, so the table holds only added ones, numbered
 * above the histories' ids.
 */
export const crmFollowUps = createTable<FollowUpRow>({
  name: 'crm/followUps',
  seed: () => [],
  firstId: 10_000_000,
});

export const crmDeals = createTable<DealRow>({
  name: 'crm/deals',
  seed: () => crmSeed().deals,
  keep: 'changes',
});

// the customers by phone, per state of the table (a change gives a new array)
const phoneIndexes = new WeakMap<CustomerRow[], Map<string, CustomerRow>>();
function byPhone(): Map<string, CustomerRow> {
  const rows = crmCustomers.all();
  let index = phoneIndexes.get(rows);
  if (!index) phoneIndexes.set(rows, (index = new Map(rows.map((c) => [c.phone, c]))));
  return index;
}

/** Saves a changed or new row: a change makes it one version more (../kit/version.ts). The row as stored. */
const save = (row: CustomerRow): CustomerRow =>
  crmCustomers.get(row.id) ? crmCustomers.update(row.id, row)! : crmCustomers.put(row);

export const crmDb = {
  customers: () => crmCustomers.all(),
  customer: (id: number) => crmCustomers.get(id),
  customerByPhone: (phone: string) => byPhone().get(phone),

  /**
   * Saves changed or new rows (a new one under an id from crmCustomers.nextId()); the rows as stored (a changed
   * one a version more).
   */
  saveCustomers: (rows: CustomerRow[]): CustomerRow[] => rows.map(save),

  deleteCustomers: (ids: number[]): void => crmCustomers.remove(ids),

  /** Every follow-up of a customer, newest first: the added ones, then its seeded history. */
  followUps(customer: CustomerRow): FollowUpRow[] {
    const added = crmFollowUps.list(
      (f) => f.customer_id === customer.id,
      (a, b) => b.id - a.id,
    );
    const seeded = crmSeed().customers[customer.id - 1];
    const seededCount = seeded?.id === customer.id ? seeded.follow_count : 0;
    return [...added, ...seededFollowUps(seeded ?? customer, seededCount, customer.id * 10 + 9)];
  },

  /** Adds a follow-up and saves its customer as it now is; the follow-up as stored. */
  addFollowUp(row: Omit<FollowUpRow, 'id'>, customer: CustomerRow): FollowUpRow {
    const added = crmFollowUps.insert(row);
    save(customer);
    return added;
  },

  labels: (): LabelRow[] => crmLabels.all(),
  /** Custom attributes in display order. */
  attributes: (): AttributeRow[] => crmAttributes.list(undefined, (a, b) => a.sort - b.sort || a.id - b.id),

  deals: () => crmDeals.all(),
  addDeal: (deal: Omit<DealRow, 'id'>): DealRow => crmDeals.insert(deal),
  /** Withdraws a deal recorded by an order (a voided order's); seeded deals are never withdrawn. */
  removeDeal: (id: number): void => crmDeals.remove(id),

  products: () => crmSeed().products,
  /** The seeded customers as generated (the group calls of the day call some of them again). */
  seedCustomers: () => crmSeed().customers,

  /** A staff member's name (their profile's contact name). */
  staffName: (id: number | null): string | null => staffName(id),
};

export const crmLabels = createTable<LabelRow>({
  name: 'crm/labels',
  seed: () => seedLabels.map((l) => ({ ...l })),
});

export const crmAttributes = createTable<AttributeRow>({
  name: 'crm/attributes',
  seed: () => seedAttributes.map((a) => ({ ...a, options: [...a.options] })),
});
