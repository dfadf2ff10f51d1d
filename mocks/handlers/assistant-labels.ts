import type { components } from '@/api/generated/schema';
import { commit } from '../db/db';
import { library, nextLibraryId, nowText } from '../db/assistant-library';
import type { DemoLabel, DemoLabelGroup } from '../db/assistant-library-seed';
import { page } from './assistant';
import { list, num } from './flows';
import { authed, fail, ok, validate } from './http';

// The server's own list of the contract's colours (typed by it), as a real server keeps its enum.
const LABEL_COLORS: components['schemas']['AssistantLabelColor'][] = [
  'blue',
  'cyan',
  'green',
  'lime',
  'gold',
  'orange',
  'volcano',
  'red',
  'magenta',
  'purple',
  'geekblue',
];

const findGroup = (id: number) => library().labelGroups.find((g) => g.id === id);
const labelCount = (g: DemoLabelGroup) => library().labels.filter((l) => l.group_id === g.id).length;
const groupOut = (g: DemoLabelGroup) => ({ ...g, label_count: labelCount(g) });
const labelOut = (l: DemoLabel) => ({ ...l, group_name: findGroup(l.group_id)?.name ?? '' });
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

const GROUP_RULES = { name: { required: '请输入分组名称', max: 20, message: '分组名称不能超过20个字符' } };

const LABEL_RULES = {
  group_id: { required: '请选择分组' },
  name: { required: '请输入标签名称', max: 20, message: '标签名称不能超过20个字符' },
  color: {
    required: '请选择颜色',
    pattern: new RegExp(`^(${LABEL_COLORS.join('|')})$`),
    message: '颜色不正确',
  },
  status: { required: '请选择状态', pattern: /^[01]$/, message: '状态不正确' },
  description: { max: 100, message: '说明不能超过100个字符' },
};

/** The tag form as the platform checks it; the name is unique within its group. */
function readLabel(body: Record<string, unknown>, self?: DemoLabel) {
  const bad = validate(body, LABEL_RULES);
  if (bad) return bad;
  const keywords = [...new Set(list(body.keywords).map((k) => k.trim()))].filter(Boolean);
  if (keywords.length > 20) return fail(422, '关键词最多20个', { keywords: '关键词最多20个' });
  if (keywords.some((k) => [...k].length > 20))
    return fail(422, '关键词不能超过20个字符', { keywords: '关键词不能超过20个字符' });
  const group = findGroup(num(body.group_id));
  if (!group) return fail(1001, '分组不存在');
  const name = text(body.name);
  if (library().labels.some((l) => l.group_id === group.id && l !== self && l.name === name))
    return fail(1002, '该分组下已有同名标签');
  return {
    group_id: group.id,
    name,
    color: text(body.color),
    status: num(body.status) as 0 | 1,
    keywords,
    description: text(body.description),
  };
}

const matches = (l: DemoLabel, keyword: string) =>
  l.name.includes(keyword) || l.description.includes(keyword) || l.keywords.some((k) => k.includes(keyword));

/** Customer profile tags (shared by every plan) and their groups. */
export const labelHandlers = [
  authed('assistant/labelGroup/list', () =>
    ok([...library().labelGroups].sort((a, b) => a.sort - b.sort || a.id - b.id).map(groupOut)),
  ),

  authed('assistant/labelGroup/add', ({ body }) => {
    const bad = validate(body, GROUP_RULES);
    if (bad) return bad;
    const l = library();
    const name = text(body.name);
    if (l.labelGroups.some((g) => g.name === name)) return fail(1002, '分组名称已存在');
    const sort = l.labelGroups.reduce((max, g) => Math.max(max, g.sort + 1), 0);
    const group = { id: nextLibraryId(), name, sort };
    l.labelGroups.push(group);
    commit();
    return ok(groupOut(group), '添加成功');
  }),

  authed('assistant/labelGroup/update', ({ body }) => {
    const bad = validate(body, GROUP_RULES);
    if (bad) return bad;
    const group = findGroup(num(body.id));
    if (!group) return fail(1001, '分组不存在');
    const name = text(body.name);
    if (library().labelGroups.some((g) => g !== group && g.name === name))
      return fail(1002, '分组名称已存在');
    group.name = name;
    commit();
    return ok(groupOut(group), '更新成功');
  }),

  authed('assistant/labelGroup/delete', ({ body }) => {
    const group = findGroup(num(body.id));
    if (!group) return fail(1001, '分组不存在');
    const count = labelCount(group);
    if (count) return fail(1003, `该分组下还有${count}个标签，请先删除或移走后再删除分组`);
    const l = library();
    l.labelGroups = l.labelGroups.filter((g) => g !== group);
    commit();
    return ok(null, '删除成功');
  }),

  authed('assistant/label/list', ({ body }) => {
    const group_id = num(body.group_id);
    if (!Number.isNaN(group_id) && !findGroup(group_id)) return fail(1001, '分组不存在');
    const status = num(body.status);
    const keyword = text(body.keyword);
    const order = new Map(library().labelGroups.map((g) => [g.id, g.sort]));
    const rows = library()
      .labels.filter((l) => Number.isNaN(group_id) || l.group_id === group_id)
      .filter((l) => Number.isNaN(status) || l.status === status)
      .filter((l) => !keyword || matches(l, keyword))
      .sort((a, b) => (order.get(a.group_id) ?? 0) - (order.get(b.group_id) ?? 0) || b.id - a.id)
      .map(labelOut);
    return ok(page(rows, body));
  }),

  authed('assistant/label/add', ({ body }) => {
    const form = readLabel(body);
    if (form instanceof Response) return form;
    const label: DemoLabel = {
      id: nextLibraryId(),
      ...form,
      hit_count: 0,
      created_at: nowText(),
      updated_at: nowText(),
    };
    library().labels.push(label);
    commit();
    return ok(labelOut(label), '添加成功');
  }),

  authed('assistant/label/update', ({ body }) => {
    const label = library().labels.find((l) => l.id === num(body.id));
    if (!label) return fail(1001, '标签不存在');
    const form = readLabel(body, label);
    if (form instanceof Response) return form;
    Object.assign(label, form, { updated_at: nowText() });
    commit();
    return ok(labelOut(label), '更新成功');
  }),

  authed('assistant/label/delete', ({ body }) => {
    const l = library();
    const label = l.labels.find((x) => x.id === num(body.id));
    if (!label) return fail(1001, '标签不存在');
    l.labels = l.labels.filter((x) => x !== label);
    commit();
    return ok(null, '删除成功');
  }),
];
