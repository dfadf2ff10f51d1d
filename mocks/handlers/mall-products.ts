import { productCategories } from '../db/crm-rows';
import {
  mallAttrValueTable,
  mallProductTable,
  mallSkuTable,
  skusOf,
  type MallProductRow,
  type MallSkuRow,
} from '../db/mall';
import { skuLabel } from '../db/mall-usage';
import { orderableSkus } from '../db/mall-orderable';
import { crudHandlers } from '../kit/crud';
import { num, str } from '../kit/fields';
import { notFound } from '../kit/not-found';
import { pictureFault } from '../kit/picture';
import { now } from '../kit/time';
import { authed, fail, ok, type Ctx } from '../kit/http';

/** The upload's limits (openapi/paths/mall.yaml, productUploadPicture). */
const STATUS_NAME = { 0: '下架', 1: '上架' } as const;
const NEEDS_PRICE = '上架的商品至少需要一个有价格的规格';

type SkuForm = Pick<MallSkuRow, 'value_ids' | 'price' | 'stock'>;
type ProductFields = Omit<MallProductRow, 'id' | 'created_at' | 'updated_at'> & { skus: SkuForm[] };

const skuKey = (valueIds: readonly number[]) => [...valueIds].sort((a, b) => a - b).join(',');

const presentSku = (s: MallSkuRow) => ({
  id: s.id,
  value_ids: s.value_ids,
  label: skuLabel(s.value_ids),
  price: s.price,
  stock: s.stock,
});

function present(p: MallProductRow) {
  const skus = skusOf(p.id).map(presentSku);
  const prices = skus.map((s) => s.price).filter((price) => price > 0);
  return {
    ...p,
    category_name: productCategories.find((c) => c.id === p.category_id)?.name ?? '',
    status_name: STATUS_NAME[p.status],
    skus,
    price_min: prices.length ? Math.min(...prices) : 0,
    price_max: prices.length ? Math.max(...prices) : 0,
    stock_total: skus.reduce((sum, s) => sum + s.stock, 0),
  };
}

const refuse = (field: string, msg: string) => fail(422, msg, { [field]: msg });

/** The SKUs of a form, or why they cannot be: known values, one per group, the same groups, no repeats. */
function readSkus(raw: unknown): SkuForm[] | Response {
  const skus = (Array.isArray(raw) ? raw : []) as SkuForm[];
  const groupsOf = (valueIds: number[]) => valueIds.map((id) => mallAttrValueTable.get(id)?.group_id);
  const seen = new Set<string>();
  let groups: string | undefined;
  for (const sku of skus) {
    const owners = groupsOf(sku.value_ids);
    if (owners.includes(undefined)) return refuse('skus', '规格的属性值不存在');
    if (new Set(owners).size !== owners.length) return refuse('skus', '一个规格在每个属性组只能选一个值');
    const ownKey = skuKey(owners as number[]);
    if ((groups ??= ownKey) !== ownKey) return refuse('skus', '所有规格须由相同的属性组组成');
    const key = skuKey(sku.value_ids);
    if (seen.has(key)) return refuse('skus', `规格“${skuLabel(sku.value_ids)}”重复`);
    seen.add(key);
  }
  return skus.map((s) => ({ value_ids: s.value_ids.map(Number), price: s.price, stock: s.stock }));
}

function readProduct({ body }: Ctx, current?: MallProductRow): ProductFields | Response {
  const name = str(body.name);
  if (mallProductTable.all().some((p) => p.name === name && p.id !== current?.id))
    return refuse('name', `商品“${name}”已存在`);
  const categoryId = num(body.category_id);
  if (!productCategories.some((c) => c.id === categoryId)) return refuse('category_id', '商品分类不存在');
  const skus = readSkus(body.skus);
  if (skus instanceof Response) return skus;
  const status = num(body.status) === 1 ? 1 : 0;
  if (status === 1 && !skus.some((s) => s.price > 0)) return refuse('status', NEEDS_PRICE);
  return {
    name,
    category_id: categoryId,
    pictures: (Array.isArray(body.pictures) ? body.pictures : []).map(String),
    description: str(body.description),
    status,
    skus,
  };
}

/**
 * A product's SKUs become those of its form: a combination it had keeps its SKU id (order lines name SKUs by
 * id), the others are added under new ids and the ones left out go.
 */
function saveSkus(productId: number, skus: SkuForm[]) {
  const had = new Map(skusOf(productId).map((s) => [skuKey(s.value_ids), s]));
  for (const sku of skus) {
    const kept = had.get(skuKey(sku.value_ids));
    if (kept) {
      mallSkuTable.update(kept.id, sku);
      had.delete(skuKey(sku.value_ids));
    } else mallSkuTable.insert({ ...sku, product_id: productId });
  }
  mallSkuTable.remove([...had.values()].map((s) => s.id));
}

function listFilter({ body }: Ctx) {
  const keyword = str(body.keyword);
  const category = num(body.category_id);
  const inCategory = (id: number) =>
    Number.isNaN(category) ||
    id === category ||
    productCategories.some((c) => c.id === id && c.parent_id === category);
  const status = num(body.status);
  return (p: MallProductRow) =>
    (!keyword || p.name.includes(keyword)) &&
    inCategory(p.category_id) &&
    (Number.isNaN(status) || p.status === status);
}

async function uploadPicture({ body }: Ctx) {
  const file = body.file;
  if (!(file instanceof Blob)) return refuse('file', '请选择商品图片');
  const fault = await pictureFault(file);
  if (fault) return refuse('file', fault);
  const name = 'name' in file && typeof file.name === 'string' ? file.name : 'picture';
  return ok({ url: picturePlaceholder(name) }, '上传成功');
}

const xml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** What the demo keeps of an uploaded picture: a small drawing with its file name (localStorage is small). */
function picturePlaceholder(fileName: string): string {
  const name = [...fileName].length > 24 ? `${[...fileName].slice(0, 23).join('')}…` : fileName;
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' width='200' height='200' viewBox='0 0 200 200'>` +
    `<rect width='200' height='200' fill='#f0f5ff'/>` +
    `<text x='100' y='106' text-anchor='middle' font-size='13' fill='#2f54eb'>${xml(name)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** What an order line can pick (mocks/db/mall-orderable.ts), found by product name or SKU label. */
function skuOptions({ body }: Ctx) {
  const keyword = str(body.keyword);
  const options = orderableSkus();
  return ok(
    keyword
      ? options.filter((o) => o.product_name.includes(keyword) || o.sku_label.includes(keyword))
      : options,
  );
}

const TEXTS = {
  name: '商品名称',
  category_id: { label: '商品分类', required: '请选择商品分类' },
  pictures: { label: '商品图片', max: '商品图片最多9张' },
  description: '商品描述',
  status: { label: '上架状态', invalid: '上架状态只能是上架或下架' },
  skus: {
    label: '规格',
    required: '请生成规格',
    max: '规格最多200个',
    fields: {
      value_ids: { label: '规格属性值', required: '请选择规格属性值' },
      price: { label: '规格价格', required: '请输入规格价格', invalid: '规格价格必须是不小于0的整数（分）' },
      stock: { label: '库存', required: '请输入库存', invalid: '库存必须是不小于0的整数' },
    },
  },
};

/** /mall/product: mall products with pictures, shelf status and SKUs; and the SKUs an order can pick. */
export const mallProductHandlers = [
  ...crudHandlers<MallProductRow, ProductFields>({
    base: 'mall/product',
    table: mallProductTable,
    label: '商品',
    present,
    list: { filter: listFilter, sort: (a, b) => b.id - a.id, paged: true },
    texts: TEXTS,
    form: readProduct,
    // the SKUs are saved with their product, under its id
    build: ({ skus, ...fields }, id, current) => {
      saveSkus(id, skus);
      const at = now();
      return { ...fields, id, created_at: current?.created_at ?? at, updated_at: at };
    },
    afterDelete: (p) => mallSkuTable.remove(skusOf(p.id).map((s) => s.id)),
  }),
  authed(
    'mall/product/setStatus',
    ({ body }) => {
      const product = mallProductTable.get(num(body.id));
      if (!product) return notFound('商品');
      const status = num(body.status) === 1 ? 1 : 0;
      if (status === 1 && !skusOf(product.id).some((s) => s.price > 0)) return fail(422, NEEDS_PRICE);
      mallProductTable.update(product.id, { status, updated_at: now() });
      return ok(null, status ? '已上架' : '已下架');
    },
    { status: { label: '上架状态', invalid: '上架状态只能是上架或下架' } },
  ),
  authed('mall/product/uploadPicture', uploadPicture, {
    file: { label: '商品图片', required: '请选择商品图片' },
  }),
  authed('mall/sku/options', skuOptions, { keyword: '关键词' }),
];
