import type { MallAttrGroup } from '@/features/mall/api';
import { skuBody } from '@/features/mall/sku-body';
import { chosenOf, skuRows } from '@/features/mall/sku-grid';

const group = (id: number, name: string, values: [number, string][]): MallAttrGroup => ({
  id,
  name,
  sort: id,
  created_at: '',
  updated_at: '',
  values: values.map(([vid, vname], i) => ({
    id: vid,
    group_id: id,
    name: vname,
    sort: i + 1,
    sku_count: 0,
  })),
});
const GROUPS = [
  group(1, '规格', [
    [1, '标准版'],
    [2, '专业版'],
  ]),
  group(2, '颜色', [
    [4, '黑色'],
    [5, '白色'],
    [6, '红色'],
  ]),
  group(3, '套餐', [[7, '月付']]),
];

describe('SKU grid', () => {
  it('makes every combination of the chosen values, in the order of groups and values', () => {
    const rows = skuRows(GROUPS, { 2: [6, 4], 1: [1, 2] }, []);
    expect(rows.map((r) => r.label)).toEqual([
      '标准版 / 黑色',
      '标准版 / 红色',
      '专业版 / 黑色',
      '专业版 / 红色',
    ]);
    expect(rows.map((r) => r.value_ids)).toEqual([
      [1, 4],
      [1, 6],
      [2, 4],
      [2, 6],
    ]);
    expect(skuRows(GROUPS, { 1: [], 2: [] }, [])).toEqual([]);
  });

  it('keeps what was typed in a combination that stays, and starts new ones empty', () => {
    const first = skuRows(GROUPS, { 1: [1] }, []).map((r) => ({ ...r, price: '9.90', stock: 3 }));
    const next = skuRows(GROUPS, { 1: [1, 2] }, first);
    expect(next.map((r) => [r.label, r.price, r.stock])).toEqual([
      ['标准版', '9.90', 3],
      ['专业版', '', 0],
    ]);
    // adding a group makes new combinations: nothing typed carries over to them
    expect(skuRows(GROUPS, { 1: [1, 2], 3: [7] }, next).map((r) => r.price)).toEqual(['', '']);
  });

  it('reads the values a product uses back per group', () => {
    const skus = [
      { id: 1, value_ids: [2, 7], label: '', price: 1, stock: 1 },
      { id: 2, value_ids: [1, 7], label: '', price: 1, stock: 1 },
    ];
    expect(chosenOf(GROUPS, skus)).toEqual({ 1: [1, 2], 3: [7] });
  });

  it('sends prices as exact fen and an empty price as none yet; refuses what is not an amount', () => {
    const [a, b] = skuRows(GROUPS, { 1: [1, 2] }, []);
    expect(
      skuBody([
        { ...a!, price: '0.29', stock: 2 },
        { ...b!, price: undefined },
      ]),
    ).toEqual([
      { value_ids: [1], price: 29, stock: 2 },
      { value_ids: [2], price: 0, stock: 0 },
    ]);
    expect(skuBody([{ ...a!, price: '1.999' }])).toEqual({ row: { ...a, price: '1.999' }, fault: 'price' });
    expect(skuBody([{ ...a!, price: '-1' }])).toMatchObject({ fault: 'price' });
    expect(skuBody([{ ...a!, stock: 1.5 }])).toMatchObject({ fault: 'stock' });
  });
});
