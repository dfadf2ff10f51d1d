import { store } from './db';
import {
  seedAttributes,
  seedLabels,
  type AttributeRow,
  type CustomerRow,
  type DealRow,
  type FollowUpRow,
  type LabelRow,
} from './crm-rows';
import { buildCrmSeed, seededFollowUps, type CrmChanges, type CrmSeed } from './crm-seed';
import { staffName } from './staff';
import { createTable } from '../kit/table';
import { nextVersion } from '../kit/version';

/**
 * The customers area of the demo backend: the regenerated seed with the persisted changes laid over it.
 * The working table is rebuilt whenever the change set is a different object (a reset, a reload).
 */
let seedCache: CrmSeed | undefined;
const crmSeed = () => (seedCache ??= buildCrmSeed());

interface Working {
  changes: CrmChanges;
  customers: CustomerRow[];
  byId: Map<number, CustomerRow>;
  byPhone: Map<string, CustomerRow>;
  deals: DealRow[];
}
let working: Working | undefined;

function table(): Working {
  const changes = store.data.crm;
  if (working?.changes === changes) return working;
  const byId = new Map<number, CustomerRow>();
  for (const c of crmSeed().customers) byId.set(c.id, c);
  for (const [id, row] of Object.entries(changes.customers)) {
    if (row === 0) byId.delete(Number(id));
    else byId.set(Number(id), row);
  }
  const customers = [...byId.values()];
  const byPhone = new Map(customers.map((c) => [c.phone, c]));
  const deals = [...crmSeed().deals, ...changes.deals];
  working = { changes, customers, byId, byPhone, deals };
  return working;
}

/** Saves a changed or new row: a change makes it one version more (../kit/version.ts). The row as stored. */
function save(changed: CustomerRow): CustomerRow {
  const w = table();
  const old = w.byId.get(changed.id);
  const row = old ? nextVersion(old, changed) : changed;
  if (old) {
    w.customers[w.customers.indexOf(old)] = row;
    if (old.phone !== row.phone) w.byPhone.delete(old.phone);
  } else w.customers.push(row);
  w.byId.set(row.id, row);
  w.byPhone.set(row.phone, row);
  w.changes.customers[row.id] = row;
  return row;
}

export const crmDb = {
  customers: () => table().customers,
  customer: (id: number) => table().byId.get(id),
  customerByPhone: (phone: string) => table().byPhone.get(phone),

  nextId(kind: keyof CrmChanges['nextIds']): number {
    const ids = table().changes.nextIds;
    return ids[kind]++;
  },

  /** Saves changed or new rows in one commit; the rows as stored (a changed one a version more). */
  saveCustomers(rows: CustomerRow[]): CustomerRow[] {
    const saved = rows.map(save);
    store.commit();
    return saved;
  },

  deleteCustomers(ids: number[]): void {
    const w = table();
    const gone = new Set(ids);
    ids.forEach((id) => {
      const row = w.byId.get(id);
      if (row) w.byPhone.delete(row.phone);
      w.byId.delete(id);
      w.changes.customers[id] = 0;
    });
    w.customers = w.customers.filter((c) => !gone.has(c.id));
    store.commit();
  },

  /** Every follow-up of a customer, newest first: the added ones, then its seeded history. */
  followUps(customer: CustomerRow): FollowUpRow[] {
    const added = table()
      .changes.followUps.filter((f) => f.customer_id === customer.id)
      .sort((a, b) => b.id - a.id);
    const seeded = crmSeed().customers[customer.id - 1];
    const seededCount = seeded?.id === customer.id ? seeded.follow_count : 0;
    return [...added, ...seededFollowUps(seeded ?? customer, seededCount, customer.id * 10 + 9)];
  },

  addFollowUp(row: FollowUpRow, customer: CustomerRow): void {
    table().changes.followUps.push(row);
    save(customer);
    store.commit();
  },

  labels: (): LabelRow[] => crmLabels.all(),
  /** Custom attributes in display order. */
  attributes: (): AttributeRow[] => crmAttributes.list(undefined, (a, b) => a.sort - b.sort || a.id - b.id),

  deals: () => table().deals,
  addDeal(deal: DealRow): void {
    const w = table();
    w.changes.deals.push(deal);
    w.deals.push(deal);
    store.commit();
  },
  /** Withdraws a deal recorded by an order (a voided order's); seeded deals are never withdrawn. */
  removeDeal(id: number): void {
    const w = table();
    w.changes.deals = w.changes.deals.filter((d) => d.id !== id);
    w.deals = w.deals.filter((d) => d.id !== id);
    store.commit();
  },

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
