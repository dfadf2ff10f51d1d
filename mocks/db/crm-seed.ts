import { fakerZH_CN as faker } from '@faker-js/faker';
import dayjs from 'dayjs';
import { ownerIds } from './org';

/**
 * The CRM's deterministic seed: eleven thousand customers (~10 000 outside the public pool) with their histories, products and deals.
 * Generating them costs ~50 ms (a fast PRNG over small faker-made pools), so the browser regenerates
 * them on every load and persists only what the user changed (see ./crm.ts). Dates are relative to
 * today, so today's appointments are never empty whatever day the demo runs.
 */
export const CUSTOMER_COUNT = 11_000;

export interface CustomerRow {
  id: number;
  name: string;
  contact_name: string;
  phone: string;
  backup_phone: string;
  gender: 0 | 1 | 2;
  company: string;
  address: string;
  source: 1 | 2 | 3 | 4 | 5;
  node_id: number | null;
  label_ids: number[];
  owner_id: number | null;
  /** Who had the customer before it went to the public pool (for recover). */
  previous_owner_id: number | null;
  next_follow_at: string | null;
  last_follow_at: string | null;
  follow_count: number;
  focus: string;
  remark: string;
  discard_reason_id: number | null;
  discarded_at: string | null;
  creator_id: number;
  /** The group-call record it was saved from, so one record makes one customer. */
  record_log_id: number | null;
  /** Custom attribute field → value; absent on rows saved before attributes existed. */
  attributes?: Record<string, string>;
  created_at: string;
  updated_at: string;
}

export interface FollowUpRow {
  id: number;
  customer_id: number;
  type: 1 | 2 | 3 | 4;
  content: string;
  node_id: number | null;
  next_follow_at: string | null;
  staff_id: number;
  created_at: string;
}

/** A custom customer attribute: 1 text, 2 number, 3 date, 4 single choice. */
export interface AttributeRow {
  id: number;
  name: string;
  field: string;
  type: 1 | 2 | 3 | 4;
  options: string[];
  required: 0 | 1;
  enabled: 0 | 1;
  sort: number;
}

export const attributeField = (id: number) => `attr_${id}`;

const INDUSTRIES = ['互联网', '教育培训', '金融保险', '房产家居', '医疗健康', '零售电商'];
export const seedAttributes: AttributeRow[] = [
  {
    id: 1,
    name: '所属行业',
    field: attributeField(1),
    type: 4,
    options: INDUSTRIES,
    required: 0,
    enabled: 1,
    sort: 1,
  },
  {
    id: 2,
    name: '预算（万元）',
    field: attributeField(2),
    type: 2,
    options: [],
    required: 0,
    enabled: 1,
    sort: 2,
  },
];

/** Seeded attribute values, derived from the id so the random sequence of the seed stays as it was. */
function seededAttributes(id: number, isCompany: boolean): Record<string, string> | undefined {
  if (!isCompany) return undefined;
  const values: Record<string, string> = { [attributeField(1)]: INDUSTRIES[(id * 7) % INDUSTRIES.length]! };
  if (id % 3 === 0) values[attributeField(2)] = String(((id * 37) % 95) + 5);
  return values;
}

export interface LabelRow {
  id: number;
  name: string;
  color: string;
}

export interface DealRow {
  id: number;
  customer_id: number;
  product_id: number | null;
  amount: number;
  owner_id: number;
  deal_at: string;
  remark: string;
  created_at: string;
}

export interface ProductRow {
  id: number;
  name: string;
  category_id: number;
  price: number;
  unit: string;
  stock: number;
  sales: number;
  status: 0 | 1;
  description: string;
  created_at: string;
  updated_at: string;
}

export const nodes = [
  { id: 1, name: '新客户' },
  { id: 2, name: '初步沟通' },
  { id: 3, name: '意向客户' },
  { id: 4, name: '重点跟进' },
  { id: 5, name: '已报价' },
  { id: 6, name: '已成交' },
  { id: 7, name: '无意向' },
];
export const DEAL_NODE_ID = 6;

export const discardReasons = [
  { id: 1, name: '空号或停机' },
  { id: 2, name: '多次未接通' },
  { id: 3, name: '无购买意向' },
  { id: 4, name: '已购买竞品' },
  { id: 5, name: '重复客户' },
  { id: 6, name: '其他原因' },
];

export const seedLabels: LabelRow[] = [
  { id: 1, name: '高意向', color: '#f5222d' },
  { id: 2, name: '老客户', color: '#fa8c16' },
  { id: 3, name: '价格敏感', color: '#fadb14' },
  { id: 4, name: '决策人', color: '#52c41a' },
  { id: 5, name: '需回访', color: '#1677ff' },
  { id: 6, name: '企业客户', color: '#722ed1' },
  { id: 7, name: '转介绍', color: '#13c2c2' },
  { id: 8, name: '投诉过', color: '#8c8c8c' },
];

export const sourceNames: Record<CustomerRow['source'], string> = {
  1: '手动录入',
  2: '批量导入',
  3: '群呼',
  4: '机器人外呼',
  5: '呼入',
};

export const followTypeNames: Record<FollowUpRow['type'], string> = {
  1: '电话',
  2: '微信',
  3: '拜访',
  4: '其他',
};

export const productCategories = [
  { id: 1, parent_id: 0, name: '软件服务', sort: 1 },
  { id: 2, parent_id: 1, name: '呼叫中心', sort: 1 },
  { id: 3, parent_id: 1, name: '智能机器人', sort: 2 },
  { id: 4, parent_id: 0, name: '通信资源', sort: 2 },
  { id: 5, parent_id: 4, name: '号码线路', sort: 1 },
  { id: 6, parent_id: 4, name: '通话套餐', sort: 2 },
];

/** mulberry32: a tiny seeded PRNG, far faster than faker for ten thousand rows. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, int, pick };
}

export const fmt = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD HH:mm:ss');

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));
/** Local 'YYYY-MM-DD HH:mm:ss' of an epoch time; dayjs is too slow for ten thousand rows. */
export function fmtMs(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const FOCUS = [
  '价格',
  '售后服务',
  '通话质量',
  '线路稳定性',
  '机器人话术效果',
  '上线周期',
  '合同条款',
  '坐席数量',
  '',
];
const REMARKS = [
  '',
  '',
  '上午不方便接电话',
  '要求发送产品资料到微信',
  '对比了两家同行',
  '下月预算批复后再谈',
  '老板亲自决策',
  '已加微信',
];
const FOLLOW_TEXTS = [
  '电话沟通，客户对产品有兴趣，约定再联系',
  '介绍了机器人外呼方案，客户要求报价',
  '客户在开会，稍后回电',
  '已发送产品资料，等待客户反馈',
  '客户询问试用流程，已安排演示',
  '沟通价格，客户认为偏高，需要申请优惠',
  '客户未接听，短信告知',
  '上门拜访，见到决策人，反馈积极',
  '客户暂时没有需求，三个月后回访',
  '确认合同细节，准备签约',
];
const PRODUCT_NAMES = [
  ['云呼叫中心标准版', 2, '席/月', 199],
  ['云呼叫中心专业版', 2, '席/月', 299],
  ['智能质检模块', 2, '席/月', 99],
  ['外呼机器人基础版', 3, '路/月', 680],
  ['外呼机器人高级版', 3, '路/月', 980],
  ['智能辅助坐席', 3, '席/月', 159],
  ['95号码年租', 5, '个/年', 6800],
  ['400号码年租', 5, '个/年', 3600],
  ['固话线路', 5, '条/月', 120],
  ['通话分钟包 1 万分钟', 6, '包', 800],
  ['通话分钟包 5 万分钟', 6, '包', 3600],
  ['通话分钟包 20 万分钟', 6, '包', 12800],
] as const;

interface Pools {
  lastNames: string[];
  firstNames: string[];
  companies: string[];
  addresses: string[];
}

function pools(): Pools {
  faker.seed(20261121);
  const many = (n: number, make: () => string) => Array.from({ length: n }, make);
  return {
    lastNames: many(120, () => faker.person.lastName()),
    firstNames: many(400, () => faker.person.firstName()),
    companies: many(600, () => faker.company.name()),
    addresses: many(
      400,
      () => `${faker.location.state()}${faker.location.city()}${faker.location.streetAddress()}`,
    ),
  };
}

export interface CrmSeed {
  customers: CustomerRow[];
  deals: DealRow[];
  products: ProductRow[];
}

/** Builds the seed for `today` (start of the local day). */
export function buildCrmSeed(today = dayjs().startOf('day')): CrmSeed {
  const p = pools();
  const r = prng(9157);
  const phones = new Set<string>();
  const mobile = () => {
    for (;;) {
      const phone = `1${r.pick(['3', '5', '7', '8', '9'])}${String(r.int(0, 999_999_999)).padStart(9, '0')}`;
      if (!phones.has(phone)) {
        phones.add(phone);
        return phone;
      }
    }
  };
  const t0 = today.valueOf();
  const at = (daysFrom: number, daysTo: number) =>
    t0 + r.int(daysFrom * 24 * 60, daysTo * 24 * 60) * MINUTE + r.int(0, 59) * 1000;
  /** A working-hours time on the day `days` from today. */
  const appointment = (days: number) =>
    t0 + days * DAY + (r.int(9, 17) * 60 + r.pick([0, 15, 30, 45])) * MINUTE;

  const customers: CustomerRow[] = [];
  for (let id = 1; id <= CUSTOMER_COUNT; id++) {
    const contact = r.pick(p.lastNames) + r.pick(p.firstNames);
    const isCompany = r.next() < 0.45;
    const company = isCompany ? r.pick(p.companies) : '';
    const created = at(-540, -1);
    const follow_count = r.next() < 0.15 ? 0 : r.int(1, 8);
    const last = follow_count ? created + r.int(0, Math.floor((t0 - created) / MINUTE)) * MINUTE : null;
    const roll = r.next();
    // ~8% in the public pool, ~6% waiting to be allotted, the rest owned.
    const pooled = roll < 0.08;
    const unassigned = !pooled && roll < 0.14;
    const owner = pooled || unassigned ? null : r.pick(ownerIds);
    const node = follow_count ? r.int(1, 7) : r.next() < 0.5 ? 1 : null;
    // Appointments: most owned customers have one, from ten days ago to three weeks ahead; some today.
    const next =
      owner && node !== DEAL_NODE_ID && r.next() < 0.7
        ? appointment(r.next() < 0.12 ? 0 : r.int(-10, 21))
        : null;
    const labels = new Set<number>();
    const labelCount = r.int(0, 3);
    for (let i = 0; i < labelCount; i++) labels.add(r.int(1, seedLabels.length));
    const updated = last && last > created ? last : created;
    customers.push({
      id,
      name: isCompany ? company : contact,
      contact_name: contact,
      phone: mobile(),
      backup_phone: r.next() < 0.2 ? mobile() : '',
      gender: r.pick([0, 1, 2] as const),
      company,
      address: r.next() < 0.6 ? r.pick(p.addresses) : '',
      source: r.pick([1, 2, 2, 3, 3, 4, 4, 5] as const),
      node_id: node,
      label_ids: [...labels].sort((a, b) => a - b),
      owner_id: owner,
      previous_owner_id: pooled ? r.pick(ownerIds) : null,
      next_follow_at: next ? fmtMs(next) : null,
      last_follow_at: last ? fmtMs(last) : null,
      follow_count,
      focus: r.pick(FOCUS),
      remark: r.pick(REMARKS),
      discard_reason_id: pooled ? r.int(1, discardReasons.length) : null,
      discarded_at: pooled ? fmtMs(updated + r.int(1, 600) * MINUTE) : null,
      creator_id: r.pick(ownerIds),
      record_log_id: null,
      attributes: seededAttributes(id, isCompany),
      created_at: fmtMs(created),
      updated_at: fmtMs(updated),
    });
  }

  const products: ProductRow[] = PRODUCT_NAMES.map(([name, category_id, unit, price], i) => {
    const created = today.subtract(400 - i * 13, 'day').hour(10);
    return {
      id: i + 1,
      name,
      category_id,
      price,
      unit,
      stock: r.int(50, 5000),
      sales: r.int(10, 900),
      status: i === 5 ? 0 : 1,
      description: `${name}，适用于外呼团队的${category_id < 4 ? '软件服务' : '通信资源'}`,
      created_at: fmt(created),
      updated_at: fmt(created.add(r.int(0, 200), 'day')),
    };
  });

  const deals: DealRow[] = [];
  for (const c of customers) {
    if (c.node_id !== DEAL_NODE_ID || !c.last_follow_at) continue;
    const count = r.int(1, 2);
    for (let i = 0; i < count; i++) {
      const product = r.pick(products);
      const dealAt = dayjs(c.last_follow_at).subtract(i * r.int(5, 60), 'day');
      deals.push({
        id: deals.length + 1,
        customer_id: c.id,
        product_id: product.id,
        amount: product.price * r.int(1, 30),
        owner_id: c.owner_id ?? c.creator_id,
        deal_at: fmt(dealAt),
        remark: r.pick(['', '', '年付优惠', '含实施服务', '续费']),
        created_at: fmt(dealAt),
      });
    }
  }
  return { customers, deals, products };
}

/**
 * The seeded history of one customer, regenerated from its id when asked (never stored):
 * `count` calls or visits between its creation and its last follow-up, newest first.
 */
export function seededFollowUps(c: CustomerRow, count: number, firstId: number): FollowUpRow[] {
  if (count <= 0 || !c.last_follow_at) return [];
  const r = prng(c.id * 7919);
  const start = dayjs(c.created_at);
  const span = Math.max(1, dayjs(c.last_follow_at).diff(start, 'minute'));
  const staffId = c.owner_id ?? c.previous_owner_id ?? c.creator_id;
  return Array.from({ length: count }, (_v, i) => {
    const created =
      i === 0 ? dayjs(c.last_follow_at) : start.add(Math.round((span * (count - i)) / count), 'minute');
    return {
      id: firstId - i,
      customer_id: c.id,
      type: r.pick([1, 1, 1, 2, 3, 4] as const),
      content: r.pick(FOLLOW_TEXTS),
      node_id: i === 0 ? c.node_id : r.int(1, 5),
      next_follow_at:
        i === 0 ? c.next_follow_at : fmt(created.add(r.int(1, 7), 'day').hour(10).minute(0).second(0)),
      staff_id: staffId,
      created_at: fmt(created),
    };
  });
}

/** What the user changed since the seed: the only CRM data the browser persists. */
export interface CrmChanges {
  /** Changed or new customers by id; 0 marks a deleted one. */
  customers: Record<number, CustomerRow | 0>;
  followUps: FollowUpRow[];
  labels: LabelRow[];
  attributes: AttributeRow[];
  deals: DealRow[];
  nextIds: { customer: number; followUp: number; label: number; deal: number; attribute: number };
}

export const emptyCrmChanges = (): CrmChanges => ({
  customers: {},
  followUps: [],
  labels: seedLabels.map((l) => ({ ...l })),
  attributes: seedAttributes.map((a) => ({ ...a, options: [...a.options] })),
  deals: [],
  nextIds: {
    customer: CUSTOMER_COUNT + 1,
    followUp: 10_000_000,
    label: seedLabels.length + 1,
    deal: 100_000,
    attribute: seedAttributes.length + 1,
  },
});
