import { labelGroupTable, labelTable } from '../db/assistant-library';
import type { DemoLabel, DemoLabelGroup } from '../db/assistant-library-seed';
import { crudHandlers } from '../kit/crud';
import { notFound } from '../kit/not-found';
import { list, num, text } from '../kit/fields';
import { fail } from '../kit/http';
import { now } from '../kit/time';

const labelCount = (g: DemoLabelGroup) => labelTable.all().filter((l) => l.group_id === g.id).length;
const groupOut = (g: DemoLabelGroup) => ({ ...g, label_count: labelCount(g) });
const labelOut = (l: DemoLabel) => ({ ...l, group_name: labelGroupTable.get(l.group_id)?.name ?? '' });

const GROUP_TEXTS = { name: '分组名称' };

const LABEL_TEXTS = {
  group_id: { required: '请选择分组' },
  name: '标签名称',
  color: { required: '请选择颜色', invalid: '颜色不正确' },
  status: { required: '请选择状态', invalid: '状态不正确' },
  keywords: '关键词',
  description: '说明',
};

/** The tag form as the platform checks it; the name is unique within its group. */
function readLabel(body: Record<string, unknown>, self?: DemoLabel): Omit<DemoLabel, 'id'> | Response {
  const keywords = [...new Set(list(body.keywords).map((k) => k.trim()))].filter(Boolean);
  const group = labelGroupTable.get(num(body.group_id));
  if (!group) return notFound('分组', 1001);
  const name = text(body.name);
  if (labelTable.all().some((l) => l.group_id === group.id && l !== self && l.name === name))
    return fail(1002, '该分组下已有同名标签');
  return {
    group_id: group.id,
    name,
    color: text(body.color),
    status: num(body.status) as 0 | 1,
    keywords,
    description: text(body.description),
    hit_count: self?.hit_count ?? 0,
    created_at: self?.created_at ?? now(),
    updated_at: now(),
  };
}

const groupSort = (l: DemoLabel) => labelGroupTable.get(l.group_id)?.sort ?? 0;

const matches = (l: DemoLabel, keyword: string) =>
  l.name.includes(keyword) || l.description.includes(keyword) || l.keywords.some((k) => k.includes(keyword));

/** Customer profile tags (shared by every plan) and their groups. */
export const labelHandlers = [
  ...crudHandlers({
    base: 'assistant/labelGroup',
    table: labelGroupTable,
    label: '分组',
    notFoundCode: 1001,
    present: groupOut,
    list: { sort: (a, b) => a.sort - b.sort || a.id - b.id },
    texts: GROUP_TEXTS,
    form({ body }, current) {
      const name = text(body.name);
      const groups = labelGroupTable.all();
      if (groups.some((g) => g.id !== current?.id && g.name === name)) return fail(1002, '分组名称已存在');
      return { name, sort: current?.sort ?? groups.reduce((max, g) => Math.max(max, g.sort + 1), 0) };
    },
    refuseDelete(group) {
      const count = labelCount(group);
      return count ? fail(1003, `该分组下还有${count}个标签，请先删除或移走后再删除分组`) : undefined;
    },
  }),

  ...crudHandlers({
    base: 'assistant/label',
    table: labelTable,
    label: '标签',
    notFoundCode: 1001,
    present: labelOut,
    list: {
      paged: true,
      filter({ body }) {
        const group_id = num(body.group_id);
        if (!Number.isNaN(group_id) && !labelGroupTable.get(group_id)) return notFound('分组', 1001);
        const status = num(body.status);
        const keyword = text(body.keyword);
        return (l) =>
          (Number.isNaN(group_id) || l.group_id === group_id) &&
          (Number.isNaN(status) || l.status === status) &&
          (!keyword || matches(l, keyword));
      },
      sort: (a, b) => groupSort(a) - groupSort(b) || b.id - a.id,
    },
    texts: LABEL_TEXTS,
    form: ({ body }, current) => readLabel(body, current),
  }),
];
