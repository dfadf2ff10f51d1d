import { yuan } from '@/domain/money';
import type { MallAttrGroup, MallSku } from './api';

/** One row of the SKU grid: a combination of values, its price as typed (yuan text) and its stock. */
export interface SkuRow {
  /** the value ids sorted, joined: the same combination keeps its row (and what was typed in it) */
  key: string;
  value_ids: number[];
  label: string;
  /** absent or empty when nothing was typed (the form leaves empty texts out of what it submits) */
  price?: string;
  stock?: number | null;
}

/** The values chosen per group id, as the editor keeps them. */
export type ChosenValues = Record<number, number[]>;

export const skuKey = (valueIds: readonly number[]) => [...valueIds].sort((a, b) => a - b).join(',');

/** What an edited product had chosen: the values its SKUs use, per group. */
export function chosenOf(groups: readonly MallAttrGroup[], skus: readonly MallSku[]): ChosenValues {
  const used = new Set(skus.flatMap((s) => s.value_ids));
  const chosen: ChosenValues = {};
  for (const g of groups) {
    const ids = g.values.filter((v) => used.has(v.id)).map((v) => v.id);
    if (ids.length) chosen[g.id] = ids;
  }
  return chosen;
}

export const rowsOf = (skus: readonly MallSku[]): SkuRow[] =>
  skus.map((s) => ({
    key: skuKey(s.value_ids),
    value_ids: s.value_ids,
    label: s.label,
    price: s.price ? yuan(s.price) : '',
    stock: s.stock,
  }));

/**
 * The grid's rows for the chosen values: every combination of one value from each group with a choice (the
 * cartesian product, groups and values in their order), keeping what was typed in rows that stay.
 */
export function skuRows(groups: readonly MallAttrGroup[], chosen: ChosenValues, previous: readonly SkuRow[]) {
  const axes = groups
    .map((g) => g.values.filter((v) => chosen[g.id]?.includes(v.id)))
    .filter((values) => values.length > 0);
  if (!axes.length) return [];
  const combos = axes.reduce<{ ids: number[]; names: string[] }[]>(
    (acc, values) =>
      acc.flatMap((c) => values.map((v) => ({ ids: [...c.ids, v.id], names: [...c.names, v.name] }))),
    [{ ids: [], names: [] }],
  );
  const kept = new Map(previous.map((r) => [r.key, r]));
  return combos.map(({ ids, names }): SkuRow => {
    const key = skuKey(ids);
    const label = names.join(' / ');
    const had = kept.get(key);
    return had ? { ...had, label } : { key, value_ids: ids, label, price: '', stock: 0 };
  });
}
