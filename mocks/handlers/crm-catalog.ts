import { crmDb } from '../db/crm';
import { DEAL_NODE_ID, discardReasons, nodes, productCategories } from '../db/crm-rows';
import { visibleStaffIds } from '../db/staff';
import { authed, fail, ok, validate } from '../kit/http';
import { presentDeal, staffIdOf } from '../db/crm-present';
import { page } from '../kit/paging';
import { now } from '../kit/time';
import { notFound } from '../kit/not-found';

function categoryTree(parentId: number): unknown[] {
  return productCategories
    .filter((c) => c.parent_id === parentId)
    .map((c) => ({
      ...c,
      product_count: crmDb.products().filter((p) => p.category_id === c.id).length,
      child: categoryTree(c.id),
    }));
}

const categoryName = (id: number) => productCategories.find((c) => c.id === id)?.name ?? '';

/** Reference data of the customers area: stages, reasons, products and deals (staff: ./staff.ts). */
export const catalogHandlers = [
  authed('crm/node', () => ok(nodes)),
  authed('crm/discardReason/list', () => ok(discardReasons)),

  authed('products/category/tree', () => ok(categoryTree(0))),
  authed('products/list', ({ body }) => {
    const keyword = String(body.keyword ?? '').trim();
    const category = body.category_id ? Number(body.category_id) : undefined;
    const inCategory = (id: number) =>
      category === undefined ||
      id === category ||
      productCategories.some((c) => c.id === id && c.parent_id === category);
    const status = body.status === undefined || body.status === '' ? undefined : Number(body.status);
    const rows = crmDb
      .products()
      .filter((p) => (!keyword || p.name.includes(keyword)) && inCategory(p.category_id))
      .filter((p) => status === undefined || p.status === status);
    return ok(
      page(rows, body, (p) => ({
        ...p,
        category_name: categoryName(p.category_id),
        status_name: p.status ? '上架' : '下架',
        attributes: [],
      })),
    );
  }),

  authed(
    'orders/deal/list',
    ({ body, user }) => {
      const keyword = String(body.keyword ?? '').trim();
      const owner = body.owner_id ? Number(body.owner_id) : undefined;
      const owners = visibleStaffIds(user);
      const product = body.product_id ? Number(body.product_id) : undefined;
      const field = body.sort_field === 'amount' ? 'amount' : 'deal_at';
      const order = body.sort_order === 'asc' ? 1 : -1;
      const rows = crmDb
        .deals()
        .filter((d) => (!owners || owners.has(d.owner_id)) && (owner === undefined || d.owner_id === owner))
        .filter((d) => product === undefined || d.product_id === product)
        .filter((d) => !body.start_date || d.deal_at.slice(0, 10) >= String(body.start_date))
        .filter((d) => !body.end_date || d.deal_at.slice(0, 10) <= String(body.end_date))
        .filter((d) => {
          if (!keyword) return true;
          const c = crmDb.customer(d.customer_id);
          return !!c && (c.name.includes(keyword) || c.phone.includes(keyword));
        })
        .sort((a, b) => (a[field] === b[field] ? b.id - a.id : (a[field] < b[field] ? -1 : 1) * order));
      return ok(page(rows, body, presentDeal));
    },
    { keyword: '关键词', start_date: '开始日期', end_date: '结束日期' },
  ),

  authed(
    'orders/deal/add',
    ({ body, user }) => {
      // cents at most: the contract says a number of at least 0
      const invalid = validate(body, {
        amount: { pattern: /^\d+(\.\d{1,2})?$/, message: '成交金额格式不正确' },
      });
      if (invalid) return invalid;
      const customer = crmDb.customer(Number(body.customer_id));
      if (!customer) return notFound('客户');
      const productId = body.product_id ? Number(body.product_id) : null;
      if (productId != null && !crmDb.products().some((p) => p.id === productId))
        return fail(422, '产品不存在', { product_id: '产品不存在' });
      const deal = crmDb.addDeal({
        customer_id: customer.id,
        product_id: productId,
        amount: Number(body.amount),
        owner_id: customer.owner_id ?? staffIdOf(user),
        deal_at: String(body.deal_at),
        remark: String(body.remark ?? '').trim(),
        created_at: now(),
      });
      crmDb.saveCustomers([{ ...customer, node_id: DEAL_NODE_ID, updated_at: deal.created_at }]);
      return ok(presentDeal(deal), '添加成功');
    },
    {
      customer_id: { required: '请选择客户' },
      amount: { required: '请输入成交金额', invalid: '成交金额格式不正确' },
      deal_at: { required: '请选择成交时间', invalid: '成交时间格式不正确' },
      remark: '备注',
    },
  ),
];
