import {
  mallAttrGroupTable,
  mallAttrValueTable,
  type MallAttrGroupRow,
  type MallAttrValueRow,
} from '../db/mall';
import { skuCountOf, usageOf } from '../db/mall-usage';
import { crudHandlers } from '../kit/crud';
import { idList, num, str } from '../kit/fields';
import { notFound } from '../kit/not-found';
import { now } from '../kit/time';
import { authed, fail, ok, type Ctx } from '../kit/http';

const bySort = <R extends { sort: number }>(a: R, b: R) => a.sort - b.sort;

const valuesOf = (groupId: number) => mallAttrValueTable.list((v) => v.group_id === groupId, bySort);

const presentValue = (v: MallAttrValueRow) => ({ ...v, sku_count: skuCountOf([v.id]) });

const presentGroup = (g: { id: number }) => ({ ...g, values: valuesOf(g.id).map(presentValue) });

const duplicate = (what: string, name: string) =>
  fail(422, `${what}“${name}”已存在`, { name: `${what}“${name}”已存在` });

/**
 * Puts `rows` in the order of the body's ids, which must name each of them once: the order a drag or an
 * up/down move left on the screen.
 */
function reorder(
  ctx: Ctx,
  rows: { id: number }[],
  setSort: (id: number, sort: number) => void,
  label: string,
) {
  const ids = idList(ctx.body.ids);
  const unknown = ids.find((id) => !rows.some((r) => r.id === id));
  if (unknown !== undefined) return notFound(label, 404, unknown);
  if (new Set(ids).size !== rows.length || ids.length !== rows.length)
    return fail(422, `排序须包含全部${label}，且每个只出现一次`, { ids: `排序须包含全部${label}` });
  ids.forEach((id, i) => setSort(id, i + 1));
  return ok(null, '排序已保存');
}

const nameText = (label: string) => ({ name: { label, max: `${label}不能超过20个字符` } });

/** /mall/attr: attribute groups (规格, 颜色, 套餐) and their ordered values, which SKUs are made of. */
export const mallAttrHandlers = [
  ...crudHandlers<MallAttrGroupRow, { name: string }>({
    base: 'mall/attr/group',
    table: mallAttrGroupTable,
    label: '属性组',
    present: presentGroup,
    list: { sort: bySort },
    texts: nameText('属性组名称'),
    form({ body }, current) {
      const name = str(body.name);
      if (mallAttrGroupTable.all().some((g) => g.name === name && g.id !== current?.id))
        return duplicate('属性组', name);
      return { name };
    },
    build: ({ name }, id, current) => {
      const at = now();
      const sort = current?.sort ?? Math.max(0, ...mallAttrGroupTable.all().map((g) => g.sort)) + 1;
      return { id, name, sort, created_at: current?.created_at ?? at, updated_at: at };
    },
    refuseDelete(group) {
      const usage = usageOf(valuesOf(group.id).map((v) => v.id));
      return usage ? fail(422, `该属性组正在被${usage}使用，不能删除`) : undefined;
    },
    afterDelete: (group) => mallAttrValueTable.remove(valuesOf(group.id).map((v) => v.id)),
    messages: { update: '保存成功' },
  }),
  authed('mall/attr/group/sort', (ctx) =>
    reorder(ctx, mallAttrGroupTable.all(), (id, sort) => mallAttrGroupTable.update(id, { sort }), '属性组'),
  ),

  ...crudHandlers<MallAttrValueRow, { group_id: number; name: string }>({
    base: 'mall/attr/value',
    only: ['add', 'update', 'delete'],
    table: mallAttrValueTable,
    label: '属性值',
    present: presentValue,
    texts: { group_id: { label: '属性组', required: '请选择属性组' }, ...nameText('属性值名称') },
    form({ body }, current) {
      const groupId = current?.group_id ?? num(body.group_id);
      if (!mallAttrGroupTable.get(groupId)) return notFound('属性组');
      const name = str(body.name);
      if (valuesOf(groupId).some((v) => v.name === name && v.id !== current?.id))
        return duplicate('属性值', name);
      return { group_id: groupId, name };
    },
    build: ({ group_id, name }, id, current) => ({
      id,
      group_id,
      name,
      sort: current?.sort ?? Math.max(0, ...valuesOf(group_id).map((v) => v.sort)) + 1,
    }),
    refuseDelete(value) {
      const usage = usageOf([value.id]);
      return usage ? fail(422, `该属性值正在被${usage}使用，不能删除`) : undefined;
    },
    messages: { update: '保存成功' },
  }),
  authed(
    'mall/attr/value/sort',
    (ctx) => {
      const groupId = num(ctx.body.group_id);
      if (!mallAttrGroupTable.get(groupId)) return notFound('属性组');
      return reorder(ctx, valuesOf(groupId), (id, sort) => mallAttrValueTable.update(id, { sort }), '属性值');
    },
    { group_id: { label: '属性组', required: '请选择属性组' } },
  ),
];
