import { fakerZH_CN as faker } from '@faker-js/faker';
import dayjs from 'dayjs';
import { formatTime } from '../kit/time';
import {
  DEAL_NODE_ID,
  INDUSTRIES,
  attributeField,
  discardReasons,
  seedLabels,
  type CustomerRow,
  type DealRow,
  type FollowUpRow,
  type ProductRow,
} from './crm-rows';
import { ownerIds } from './org';

/**
 * The CRM's deterministic seed: eleven thousand customers (~10 000 outside the public pool) with their histories, products and deals.
 * Generating them costs ~50 ms (a fast PRNG over small faker-made pools), so the browser regenerates
 * them on every load and persists only what the user changed (crm.ts: a kit table that keeps its changes). Dates are relative to
 * today, so today's appointments are never empty whatever day the demo runs.
 */
export const CUSTOMER_COUNT = 11_000;

/** Seeded attribute values, derived from the id so the random sequence of the seed stays as it was. */
function seededAttributes(id: number, isCompany: boolean): Record<string, string> | undefined {
  if (!isCompany) return undefined;
  const values: Record<string, string> = { [attributeField(1)]: INDUSTRIES[(id * 7) % INDUSTRIES.length]! };
  if (id % 3 === 0) values[attributeField(2)] = String(((id * 37) % 95) + 5);
  return values;
}

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

const fmt = (d: dayjs.Dayjs) => formatTime(d.valueOf());

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
      next_follow_at: next ? formatTime(next) : null,
      last_follow_at: last ? formatTime(last) : null,
      follow_count,
      focus: r.pick(FOCUS),
      remark: r.pick(REMARKS),
      discard_reason_id: pooled ? r.int(1, discardReasons.length) : null,
      discarded_at: pooled ? formatTime(updated + r.int(1, 600) * MINUTE) : null,
      creator_id: r.pick(ownerIds),
      record_log_id: null,
      attributes: seededAttributes(id, isCompany),
      created_at: formatTime(created),
      updated_at: formatTime(updated),
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
