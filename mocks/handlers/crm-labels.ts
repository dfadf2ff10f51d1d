import { crmDb, crmLabels } from '../db/crm';
import { crudHandlers } from '../kit/crud';
import { notFound } from '../kit/not-found';
import { authed, fail, ok } from '../kit/http';
import { idList } from '../kit/fields';
import { now } from '../kit/time';

const labelTexts = { name: '标签名称', color: '标签颜色' };

/** How many customers carry a label. */
const customerCount = (id: number) => crmDb.customers().filter((c) => c.label_ids.includes(id)).length;

export const labelHandlers = [
  ...crudHandlers({
    base: 'crm/label',
    table: crmLabels,
    label: '标签',
    present: (l) => ({ ...l, customer_count: customerCount(l.id) }),
    texts: labelTexts,
    form({ body }, current) {
      const name = String(body.name).trim();
      if (crmLabels.all().some((l) => l.name === name && l.id !== current?.id))
        return fail(422, `标签“${name}”已存在`, { name: `标签“${name}”已存在` });
      return { name, color: String(body.color || (current?.color ?? '#1677ff')) };
    },
    afterDelete({ id }) {
      const at = now();
      crmDb.saveCustomers(
        crmDb
          .customers()
          .filter((c) => c.label_ids.includes(id))
          .map((c) => ({ ...c, label_ids: c.label_ids.filter((l) => l !== id), updated_at: at })),
      );
    },
    messages: { update: '保存成功' },
  }),

  authed('crm/label/assign', ({ body }) => {
    const ids = idList(body.customer_ids);
    if (!ids.length) return fail(422, '请选择客户', { customer_ids: '请选择客户' });
    const labelIds = idList(body.label_ids);
    if (labelIds.some((id) => !crmLabels.get(id))) return fail(422, '标签不存在');
    const rows = ids.map((id) => crmDb.customer(id));
    const missing = ids.find((_id, i) => !rows[i]);
    if (missing) return notFound('客户', 404, missing);
    const append = body.mode === 'append';
    const at = now();
    crmDb.saveCustomers(
      rows.map((c) => {
        const next = append ? [...new Set([...c!.label_ids, ...labelIds])] : [...new Set(labelIds)];
        return { ...c!, label_ids: next.sort((a, b) => a - b), updated_at: at };
      }),
    );
    return ok(null, '标签已更新');
  }),
];
