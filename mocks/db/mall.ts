import { createTable } from '../kit/table';
import { seedTime } from '../kit/time';

/** An attribute group of the mall (规格, 颜色, 套餐); `sort` orders the groups, from 1. */
export interface MallAttrGroupRow {
  id: number;
  name: string;
  sort: number;
  created_at: string;
  updated_at: string;
}

/** One value of a group; `sort` orders the values within their group, from 1. */
export interface MallAttrValueRow {
  id: number;
  group_id: number;
  name: string;
  sort: number;
}

/** A mall product; its SKUs live in their own table so that their ids stay unique (order lines name them). */
export interface MallProductRow {
  id: number;
  name: string;
  /** a category of the product category tree (mocks/db/crm-rows.ts productCategories) */
  category_id: number;
  /** placeholder data urls, never the uploaded file itself (the demo data lives in localStorage) */
  pictures: string[];
  description: string;
  status: 0 | 1;
  created_at: string;
  updated_at: string;
}

/** One sellable combination of attribute values of a product; price in fen. */
export interface MallSkuRow {
  id: number;
  product_id: number;
  value_ids: number[];
  price: number;
  stock: number;
}

const SEED_AT = seedTime(new Date('2026-09-01T09:00:00Z'));

const SEED_GROUPS: [string, string[]][] = [
  ['规格', ['标准版', '专业版', '旗舰版']],
  ['颜色', ['黑色', '白色', '红色']],
  ['套餐', ['月付', '年付']],
  ['线路类型', ['固话线路', '手机线路']],
  ['服务方式', ['上门部署', '远程部署', '线上培训']],
];

export const mallAttrGroupTable = createTable<MallAttrGroupRow>({
  name: 'mall/attrGroups',
  seed: () =>
    SEED_GROUPS.map(([name], i) => ({
      id: i + 1,
      name,
      sort: i + 1,
      created_at: SEED_AT,
      updated_at: SEED_AT,
    })),
});

export const mallAttrValueTable = createTable<MallAttrValueRow>({
  name: 'mall/attrValues',
  seed: () => {
    let id = 0;
    return SEED_GROUPS.flatMap(([, values], g) =>
      values.map((name, i) => ({ id: ++id, group_id: g + 1, name, sort: i + 1 })),
    );
  },
});

/** Value ids of the seed, by name (the seed values are unique across groups). */
const V = {
  标准版: 1,
  专业版: 2,
  旗舰版: 3,
  黑色: 4,
  白色: 5,
  红色: 6,
  月付: 7,
  年付: 8,
  固话线路: 9,
  手机线路: 10,
  上门部署: 11,
  远程部署: 12,
  线上培训: 13,
} as const;

interface SeedProduct {
  name: string;
  category_id: number;
  description: string;
  status: 0 | 1;
  skus: [number[], number, number][];
}

// The demo company's catalogue: the first four show each case the screens and the order lines meet (on shelf,
// on shelf without stock, off shelf); the rest are what its seeded orders sell.
const SEED_PRODUCTS: SeedProduct[] = [
  {
    name: '智能外呼机器人',
    category_id: 3,
    description: 'AI 外呼机器人坐席，按版本与付费方式购买。',
    status: 1,
    skus: [
      [[V.标准版, V.月付], 99900, 50],
      [[V.标准版, V.年付], 999900, 20],
      [[V.专业版, V.月付], 199900, 30],
      [[V.专业版, V.年付], 1999900, 10],
    ],
  },
  {
    name: '坐席耳机',
    category_id: 2,
    description: '降噪双耳头戴式话务耳机。',
    status: 1,
    skus: [
      [[V.黑色], 25900, 120],
      [[V.白色], 25900, 0],
    ],
  },
  {
    name: '呼叫中心坐席',
    category_id: 2,
    description: '云呼叫中心坐席账号。',
    status: 1,
    skus: [[[V.旗舰版, V.年付], 288000, 0]],
  },
  {
    name: '通话分钟包',
    category_id: 6,
    description: '全国通话分钟，按月或按年购买。',
    status: 0,
    skus: [
      [[V.月付], 30000, 200],
      [[V.年付], 320000, 100],
    ],
  },
  {
    name: '云呼叫中心坐席',
    category_id: 2,
    description: '浏览器软电话坐席，含来电弹屏、通话录音与客户管理。',
    status: 1,
    skus: [
      [[V.标准版, V.月付], 39900, 800],
      [[V.标准版, V.年付], 360000, 500],
      [[V.专业版, V.年付], 588000, 300],
    ],
  },
  {
    name: '智能质检',
    category_id: 3,
    description: '通话录音转写与质检规则自动评分，按坐席计费。',
    status: 1,
    skus: [
      [[V.标准版, V.年付], 120000, 400],
      [[V.专业版, V.年付], 240000, 200],
    ],
  },
  {
    name: '语音线路',
    category_id: 5,
    description: '外呼线路，每包1000分钟。',
    status: 1,
    skus: [
      [[V.固话线路], 8500, 5000],
      [[V.手机线路], 12050, 3000],
    ],
  },
  {
    name: '400外呼号码',
    category_id: 5,
    description: '企业400号码，按年租用。',
    status: 1,
    skus: [[[V.年付], 299900, 60]],
  },
  {
    name: '实施服务',
    category_id: 1,
    description: '系统部署、话术配置与坐席开通。',
    status: 1,
    skus: [
      [[V.上门部署], 500000, 20],
      [[V.远程部署], 200000, 50],
    ],
  },
  {
    name: '培训服务',
    category_id: 1,
    description: '坐席与管理员使用培训，按课时计。',
    status: 1,
    skus: [[[V.线上培训], 80000, 200]],
  },
];

export const mallProductTable = createTable<MallProductRow>({
  name: 'mall/products',
  seed: () =>
    SEED_PRODUCTS.map(({ skus: _skus, ...p }, i) => ({
      ...p,
      id: i + 1,
      pictures: [],
      created_at: SEED_AT,
      updated_at: SEED_AT,
    })),
});

export const mallSkuTable = createTable<MallSkuRow>({
  name: 'mall/skus',
  seed: () => {
    let id = 0;
    return SEED_PRODUCTS.flatMap((p, i) =>
      p.skus.map(([value_ids, price, stock]) => ({ id: ++id, product_id: i + 1, value_ids, price, stock })),
    );
  },
});

/** A product's SKUs, in stored order. */
export const skusOf = (productId: number) => mallSkuTable.list((s) => s.product_id === productId);
