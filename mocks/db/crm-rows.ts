/**
 * The CRM store's row types and its fixed catalogs (follow-up stages, discard reasons, labels, sources,
 * product categories, custom attributes): what the handlers and tests read; ./crm-seed.ts generates the rows.
 */
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
  /** ../kit/version.ts: absent on seeded rows (version 1) */
  version?: number;
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

export const INDUSTRIES = ['互联网', '教育培训', '金融保险', '房产家居', '医疗健康', '零售电商'];

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
  /** The order whose approval recorded the deal (none for a deal entered by hand). */
  order_id?: number;
  order_no?: string;
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
