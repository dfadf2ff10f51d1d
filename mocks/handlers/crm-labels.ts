import { crmDb } from '../db/crm';
import { authed, fail, ok, validate } from './http';
import { idList, now } from './crm-customer-rules';

const labelRules = {
  name: { required: '请输入标签名称', max: 20, message: '标签名称不能超过20个字符' },
  color: { pattern: /^#[0-9a-fA-F]{6}$/, message: '标签颜色格式不正确' },
};

function counts(): Map<number, number> {
  const map = new Map<number, number>();
  for (const c of crmDb.customers()) for (const id of c.label_ids) map.set(id, (map.get(id) ?? 0) + 1);
  return map;
}

function nameTaken(name: string, exceptId?: number): Response | undefined {
  if (!crmDb.labels().some((l) => l.name === name && l.id !== exceptId)) return undefined;
  return fail(422, `标签“${name}”已存在`, { name: `标签“${name}”已存在` });
}

export const labelHandlers = [
  authed('crm/label/list', () => {
    const used = counts();
    return ok(crmDb.labels().map((l) => ({ ...l, customer_count: used.get(l.id) ?? 0 })));
  }),

  authed('crm/label/add', ({ body }) => {
    const invalid = validate(body, labelRules);
    if (invalid) return invalid;
    const name = String(body.name).trim();
    const taken = nameTaken(name);
    if (taken) return taken;
    const label = { id: crmDb.nextId('label'), name, color: String(body.color || '#1677ff') };
    crmDb.saveLabels([...crmDb.labels(), label]);
    return ok({ ...label, customer_count: 0 }, '添加成功');
  }),

  authed('crm/label/update', ({ body }) => {
    const id = Number(body.id);
    const label = crmDb.labels().find((l) => l.id === id);
    if (!label) return fail(404, '标签不存在');
    const invalid = validate(body, labelRules);
    if (invalid) return invalid;
    const name = String(body.name).trim();
    const taken = nameTaken(name, id);
    if (taken) return taken;
    const saved = { ...label, name, color: String(body.color || label.color) };
    crmDb.saveLabels(crmDb.labels().map((l) => (l.id === id ? saved : l)));
    return ok({ ...saved, customer_count: counts().get(id) ?? 0 }, '保存成功');
  }),

  authed('crm/label/delete', ({ body }) => {
    const id = Number(body.id);
    if (!crmDb.labels().some((l) => l.id === id)) return fail(404, '标签不存在');
    const at = now();
    crmDb.saveCustomers(
      crmDb
        .customers()
        .filter((c) => c.label_ids.includes(id))
        .map((c) => ({ ...c, label_ids: c.label_ids.filter((l) => l !== id), updated_at: at })),
    );
    crmDb.saveLabels(crmDb.labels().filter((l) => l.id !== id));
    return ok(null, '删除成功');
  }),

  authed('crm/label/assign', ({ body }) => {
    const ids = idList(body.customer_ids);
    if (!ids.length) return fail(422, '请选择客户', { customer_ids: '请选择客户' });
    const labelIds = idList(body.label_ids);
    const known = crmDb.labels();
    if (labelIds.some((id) => !known.some((l) => l.id === id))) return fail(422, '标签不存在');
    const rows = ids.map((id) => crmDb.customer(id));
    const missing = ids.find((_id, i) => !rows[i]);
    if (missing) return fail(404, `客户不存在（ID：${missing}）`);
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
