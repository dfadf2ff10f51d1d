/**
 * @jest-environment node
 */
import { db } from '@mocks/db/db';
import { mallAttrValueTable, mallProductTable, mallSkuTable, skusOf } from '@mocks/db/mall';
import { callBackend as call, type Answer } from '@tests/support/backend-call';
import { expectContractAnswer } from '@tests/support/contract';

/** Product add and update take JSON (nested SKUs), as the console sends them. */
async function callJson(apiPath: string, body: Record<string, unknown>): Promise<Answer> {
  const url = new URL(`http://localhost:8080${apiPath}`);
  url.searchParams.set('api_token', db.createSession('admin').token);
  const res = await fetch(url, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
  const answer = (await res.json()) as Answer;
  await expectContractAnswer(apiPath, res.status, answer);
  return answer;
}

const valueId = (name: string) => mallAttrValueTable.all().find((v) => v.name === name)!.id;

const PRODUCT = {
  name: '质检机器人',
  category_id: 3,
  status: 1,
  description: '语音质检',
  pictures: [],
  skus: [
    { value_ids: [valueId('标准版'), valueId('月付')], price: 10000, stock: 5 },
    { value_ids: [valueId('专业版'), valueId('月付')], price: 0, stock: 0 },
  ],
};

const addProduct = (patch: Record<string, unknown> = {}) =>
  callJson('/api/mall/product/add', { ...PRODUCT, ...patch });

describe('demo mall backend: attribute groups and values', () => {
  it('lists the seeded groups in order with their ordered values and how many SKUs use each', async () => {
    const { data } = await call('/api/mall/attr/group/list');
    expect(data.map((g: { name: string }) => g.name)).toEqual([
      '规格',
      '颜色',
      '套餐',
      '线路类型',
      '服务方式',
    ]);
    expect(data[0].values.map((v: { name: string }) => v.name)).toEqual(['标准版', '专业版', '旗舰版']);
    const standard = data[0].values[0];
    expect(standard.sku_count).toBe(mallSkuTable.list((s) => s.value_ids.includes(standard.id)).length);
  });

  it('adds a group and values at the end, renames and reorders them', async () => {
    const group = (await call('/api/mall/attr/group/add', { name: '尺寸' })).data;
    expect(group).toMatchObject({ name: '尺寸', sort: 6, values: [] });
    const small = (await call('/api/mall/attr/value/add', { group_id: group.id, name: '小号' })).data;
    const large = (await call('/api/mall/attr/value/add', { group_id: group.id, name: '大号' })).data;
    expect([small.sort, large.sort]).toEqual([1, 2]);
    expect((await call('/api/mall/attr/value/update', { id: small.id, name: '中号' })).msg).toBe('保存成功');
    await call('/api/mall/attr/value/sort', { group_id: group.id, ids: [large.id, small.id] });
    const groups = (await call('/api/mall/attr/group/list')).data;
    const size = groups.find((g: { id: number }) => g.id === group.id);
    expect(size.values.map((v: { name: string }) => v.name)).toEqual(['大号', '中号']);

    const ids = groups.map((g: { id: number }) => g.id);
    await call('/api/mall/attr/group/sort', { ids: [...ids].reverse() });
    const after = (await call('/api/mall/attr/group/list')).data;
    expect(after.map((g: { name: string }) => g.name)).toEqual([
      '尺寸',
      '服务方式',
      '线路类型',
      '套餐',
      '颜色',
      '规格',
    ]);
  });

  it('refuses duplicate names, in the group for values', async () => {
    expect(await call('/api/mall/attr/group/add', { name: '颜色' })).toMatchObject({
      code: 422,
      msg: '属性组“颜色”已存在',
    });
    expect(await call('/api/mall/attr/value/add', { group_id: 2, name: '红色' })).toMatchObject({
      code: 422,
      msg: '属性值“红色”已存在',
    });
    // the same name in another group is another value
    expect((await call('/api/mall/attr/value/add', { group_id: 1, name: '红色' })).code).toBe(0);
    expect((await call('/api/mall/attr/group/add', { name: '' })).msg).toBe('请输入属性组名称');
    expect((await call('/api/mall/attr/value/add', { group_id: 1, name: '值'.repeat(21) })).msg).toBe(
      '属性值名称不能超过20个字符',
    );
  });

  it('answers not found for unknown ids', async () => {
    for (const [path, body] of [
      ['/api/mall/attr/group/update', { id: 999, name: '规格二' }],
      ['/api/mall/attr/group/delete', { id: 999 }],
      ['/api/mall/attr/value/update', { id: 999, name: '蓝色' }],
      ['/api/mall/attr/value/delete', { id: 999 }],
    ] as const)
      expect(await call(path, body)).toMatchObject({ code: 404 });
    expect(await call('/api/mall/attr/value/add', { group_id: 999, name: '蓝色' })).toMatchObject({
      code: 404,
      msg: '属性组不存在',
    });
    expect(await call('/api/mall/attr/group/sort', { ids: [1, 2, 999] })).toMatchObject({ code: 404 });
    expect(await call('/api/mall/attr/group/sort', { ids: [1, 2] })).toMatchObject({ code: 422 });
    expect(await call('/api/mall/attr/value/sort', { group_id: 1, ids: [1, 2, 4] })).toMatchObject({
      code: 404,
    });
  });

  it('refuses to delete a value or a group a SKU uses and says where; deletes an unused one', async () => {
    const used = skusOf(2).filter((s) => s.value_ids.includes(valueId('黑色'))).length;
    expect(await call('/api/mall/attr/value/delete', { id: valueId('黑色') })).toMatchObject({
      code: 422,
      msg: `该属性值正在被商品“坐席耳机”的${used}个规格使用，不能删除`,
    });
    const monthly = mallSkuTable.list((s) => s.value_ids.includes(valueId('月付')));
    const products = new Set(monthly.map((s) => s.product_id)).size;
    expect((await call('/api/mall/attr/value/delete', { id: valueId('月付') })).msg).toBe(
      `该属性值正在被商品“智能外呼机器人”等${products}个商品的${monthly.length}个规格使用，不能删除`,
    );
    expect((await call('/api/mall/attr/group/delete', { id: 2 })).msg).toMatch(
      /^该属性组正在被商品“坐席耳机”的\d+个规格使用，不能删除$/,
    );
    expect(await call('/api/mall/attr/value/delete', { id: valueId('红色') })).toMatchObject({
      code: 0,
      msg: '删除成功',
    });
    const group = (await call('/api/mall/attr/group/add', { name: '尺寸' })).data;
    await call('/api/mall/attr/value/add', { group_id: group.id, name: '小号' });
    expect((await call('/api/mall/attr/group/delete', { id: group.id })).code).toBe(0);
    expect(mallAttrValueTable.list((v) => v.group_id === group.id)).toEqual([]);
  });
});

describe('demo mall backend: products and SKUs', () => {
  it('adds a product with its SKUs, labels and price range in fen', async () => {
    const { code, data } = await addProduct();
    expect(code).toBe(0);
    expect(data).toMatchObject({
      name: '质检机器人',
      category_name: '智能机器人',
      status: 1,
      status_name: '上架',
      price_min: 10000,
      price_max: 10000,
      stock_total: 5,
    });
    expect(data.skus.map((s: { label: string }) => s.label)).toEqual(['标准版 / 月付', '专业版 / 月付']);
    const page = (await call('/api/mall/product/list', { keyword: '质检机器' })).data;
    expect(page.data.map((p: { id: number }) => p.id)).toEqual([data.id]);
  });

  it('keeps the id of a SKU whose combination stays when the product is saved again', async () => {
    const before = skusOf(1);
    const kept = before[0]!;
    const { data } = await callJson('/api/mall/product/update', {
      id: 1,
      name: '智能外呼机器人',
      category_id: 3,
      status: 1,
      skus: [
        { value_ids: kept.value_ids, price: 88800, stock: 3 },
        { value_ids: [valueId('旗舰版'), valueId('年付')], price: 5000000, stock: 1 },
      ],
    });
    expect(data.skus.map((s: { id: number }) => s.id)[0]).toBe(kept.id);
    expect(skusOf(1)).toHaveLength(2);
    expect(mallSkuTable.get(kept.id)).toMatchObject({ price: 88800, stock: 3 });
    expect(mallSkuTable.get(before[1]!.id)).toBeUndefined();
  });

  it('refuses prices and stock that are not whole non-negative numbers', async () => {
    const sku = PRODUCT.skus[0]!;
    expect((await addProduct({ skus: [{ ...sku, price: 99.5 }] })).msg).toBe(
      '规格价格必须是不小于0的整数（分）',
    );
    expect((await addProduct({ skus: [{ ...sku, price: -1 }] })).msg).toBe(
      '规格价格必须是不小于0的整数（分）',
    );
    expect((await addProduct({ skus: [{ ...sku, stock: -2 }] })).msg).toBe('库存必须是不小于0的整数');
    expect((await addProduct({ skus: [{ ...sku, stock: 1.5 }] })).msg).toBe('库存必须是不小于0的整数');
    expect(mallProductTable.all().some((p) => p.name === PRODUCT.name)).toBe(false);
  });

  it('refuses a product on shelf without a SKU with a price, off shelf it is kept', async () => {
    const unpriced = PRODUCT.skus.map((s) => ({ ...s, price: 0 }));
    expect(await addProduct({ skus: unpriced })).toMatchObject({
      code: 422,
      msg: '上架的商品至少需要一个有价格的规格',
    });
    expect((await addProduct({ skus: [] })).msg).toBe('上架的商品至少需要一个有价格的规格');
    const draft = (await addProduct({ skus: unpriced, status: 0 })).data;
    expect(draft.status_name).toBe('下架');
    expect(await call('/api/mall/product/setStatus', { id: draft.id, status: 1 })).toMatchObject({
      code: 422,
      msg: '上架的商品至少需要一个有价格的规格',
    });
    expect(await call('/api/mall/product/setStatus', { id: 4, status: 1 })).toMatchObject({
      code: 0,
      msg: '已上架',
    });
    expect(mallProductTable.get(4)!.status).toBe(1);
  });

  it('refuses a duplicate name, an unknown category, unknown or repeated values and unknown ids', async () => {
    expect((await addProduct({ name: '坐席耳机' })).msg).toBe('商品“坐席耳机”已存在');
    expect((await addProduct({ category_id: 99 })).msg).toBe('商品分类不存在');
    expect((await addProduct({ skus: [{ value_ids: [999], price: 1, stock: 1 }] })).msg).toBe(
      '规格的属性值不存在',
    );
    const sku = PRODUCT.skus[0]!;
    expect((await addProduct({ skus: [sku, sku] })).msg).toBe('规格“标准版 / 月付”重复');
    expect(
      (
        await addProduct({
          skus: [{ value_ids: [valueId('标准版'), valueId('专业版')], price: 1, stock: 1 }],
        })
      ).msg,
    ).toBe('一个规格在每个属性组只能选一个值');
    expect(
      (await addProduct({ skus: [sku, { value_ids: [valueId('黑色')], price: 1, stock: 1 }] })).msg,
    ).toBe('所有规格须由相同的属性组组成');
    expect((await addProduct({ name: '' })).msg).toBe('请输入商品名称');
    expect(await callJson('/api/mall/product/update', { ...PRODUCT, id: 999 })).toMatchObject({
      code: 404,
      msg: '商品不存在',
    });
    expect(await call('/api/mall/product/delete', { id: 999 })).toMatchObject({ code: 404 });
    expect(await call('/api/mall/product/setStatus', { id: 999, status: 0 })).toMatchObject({ code: 404 });
  });

  it('deletes a product with its SKUs', async () => {
    expect(await call('/api/mall/product/delete', { id: 2 })).toMatchObject({ code: 0, msg: '删除成功' });
    expect(skusOf(2)).toEqual([]);
    expect((await call('/api/mall/attr/value/delete', { id: valueId('黑色') })).code).toBe(0);
  });

  it('filters the list by category (with the ones below it) and shelf status', async () => {
    const software = (await call('/api/mall/product/list', { category_id: 1, limit: 100 })).data;
    expect(software.data.map((p: { name: string }) => p.name).sort()).toEqual(
      [
        '呼叫中心坐席',
        '云呼叫中心坐席',
        '坐席耳机',
        '智能外呼机器人',
        '智能质检',
        '实施服务',
        '培训服务',
      ].sort(),
    );
    const off = (await call('/api/mall/product/list', { status: 0 })).data;
    expect(off.data.map((p: { name: string }) => p.name)).toEqual(['通话分钟包']);
  });

  it('offers for orders only SKUs of products on shelf with a price and stock, and finds them by keyword', async () => {
    const { data } = await call('/api/mall/sku/options');
    const onShelf = new Set(mallProductTable.list((p) => p.status === 1).map((p) => p.id));
    const expected = mallSkuTable.list((s) => onShelf.has(s.product_id) && s.stock > 0 && s.price > 0);
    expect(data.map((o: { sku_id: number }) => o.sku_id).sort()).toEqual(expected.map((s) => s.id).sort());
    expect(data.some((o: { product_name: string }) => o.product_name === '通话分钟包')).toBe(false);
    expect(data.some((o: { sku_label: string }) => o.sku_label === '白色')).toBe(false);
    expect(data.find((o: { sku_label: string }) => o.sku_label === '黑色')).toMatchObject({
      product_name: '坐席耳机',
      price: 25900,
      stock: 120,
    });
    const found = (await call('/api/mall/sku/options', { keyword: '年付' })).data;
    expect(found.length).toBeGreaterThan(0);
    found.forEach((o: { sku_label: string }) => expect(o.sku_label).toContain('年付'));
  });

  it('takes JPEG or PNG pictures of at most 10 MB and answers a small placeholder url', async () => {
    const upload = async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      const url = new URL('http://localhost:8080/api/mall/product/uploadPicture');
      url.searchParams.set('api_token', db.createSession('admin').token);
      const res = await fetch(url, { method: 'POST', body: form });
      const answer = (await res.json()) as Answer;
      await expectContractAnswer('/api/mall/product/uploadPicture', res.status, answer);
      return answer;
    };
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2])], 'a.png', { type: 'image/png' });
    const ok = await upload(png);
    expect(ok.data.url).toMatch(/^data:image\/svg\+xml,/);
    expect(ok.data.url.length).toBeLessThan(2000);
    const text = new File(['hello'], 'a.png', { type: 'image/png' });
    expect((await upload(text)).msg).toBe('只能上传JPEG或PNG格式的图片');
    const big = new File([new Uint8Array([0xff, 0xd8, 0xff]), new Uint8Array(10 * 1024 * 1024)], 'b.jpg', {
      type: 'image/jpeg',
    });
    expect((await upload(big)).msg).toBe('图片不能超过10MB');
  });
});
