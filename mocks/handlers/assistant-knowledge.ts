import { commit } from '../db/db';
import { library, nextLibraryId, nowText } from '../db/assistant-library';
import type { DemoCategory, DemoEntry, Page } from '../db/assistant-library-seed';
import { page } from './assistant';
import { flows, list, num } from './flows';
import { authed, fail, ok, validate } from './http';

const planExists = (sc_id: number) => flows().plans.some((p) => p.id === sc_id);
const findCategory = (id: number) => library().categories.find((c) => c.id === id);
const entryCount = (c: DemoCategory) => library().entries.filter((e) => e.category_id === c.id).length;
const categoryOut = (c: DemoCategory) => ({ ...c, entry_count: entryCount(c) });
const entryOut = (e: DemoEntry) => ({ ...e, category_name: findCategory(e.category_id)?.name ?? '' });

const CATEGORY_RULES = {
  name: { required: '请输入分类名称', max: 20, message: '分类名称不能超过20个字符' },
};

const LIMITS = { name: 50, keywords: 20, keyword: 30, pages: 20, title: 50, content: 500 };

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const invalid = (field: string, msg: string) => fail(422, msg, { [field]: msg });

/** A Q&A entry as the platform checks it (JSON body): question, similar questions and answer pages. */
function readEntry(body: Record<string, unknown>) {
  const name = text(body.name);
  if (!name) return invalid('name', '请输入问题');
  if ([...name].length > LIMITS.name) return invalid('name', `问题不能超过${LIMITS.name}个字符`);
  const keywords = [...new Set((Array.isArray(body.keywords) ? body.keywords : []).map(text))].filter(
    Boolean,
  );
  if (keywords.length > LIMITS.keywords) return invalid('keywords', `相似问法最多${LIMITS.keywords}个`);
  if (keywords.some((k) => [...k].length > LIMITS.keyword))
    return invalid('keywords', `相似问法不能超过${LIMITS.keyword}个字符`);
  const raw = Array.isArray(body.content) ? (body.content as unknown[]) : [];
  if (!raw.length) return invalid('content', '请至少添加一组标题和内容');
  if (raw.length > LIMITS.pages) return invalid('content', `标题和内容最多${LIMITS.pages}组`);
  const content: Page[] = [];
  for (const item of raw) {
    const pair = (item ?? {}) as Record<string, unknown>;
    const title = text(pair.title);
    const answer = text(pair.content);
    if (!title) return invalid('content', '请输入标题');
    if ([...title].length > LIMITS.title) return invalid('content', `标题不能超过${LIMITS.title}个字符`);
    if (!answer) return invalid('content', '请输入内容');
    if ([...answer].length > LIMITS.content) return invalid('content', `内容不能超过${LIMITS.content}个字符`);
    content.push({ title, content: answer });
  }
  const category = findCategory(num(body.category_id));
  if (!category) return fail(1001, '分类不存在');
  return { name, keywords, content, category };
}

const matches = (e: DemoEntry, keyword: string) =>
  e.name.includes(keyword) ||
  e.keywords.some((k) => k.includes(keyword)) ||
  e.content.some((p) => p.title.includes(keyword) || p.content.includes(keyword));

/** Categories and Q&A entries of the plans' knowledge bases. */
export const knowledgeHandlers = [
  authed('assistant/category/list', ({ body }) => {
    const sc_id = num(body.sc_id);
    if (!planExists(sc_id)) return fail(1001, '方案不存在');
    return ok(
      library()
        .categories.filter((c) => c.sc_id === sc_id)
        .sort((a, b) => a.sort - b.sort || a.id - b.id)
        .map(categoryOut),
    );
  }),

  authed('assistant/category/add', ({ body }) => {
    const bad = validate(body, CATEGORY_RULES);
    if (bad) return bad;
    const sc_id = num(body.sc_id);
    if (!planExists(sc_id)) return fail(1001, '方案不存在');
    const l = library();
    const name = text(body.name);
    const siblings = l.categories.filter((c) => c.sc_id === sc_id);
    if (siblings.some((c) => c.name === name)) return fail(1002, '分类名称已存在');
    const sort = siblings.reduce((max, c) => Math.max(max, c.sort + 1), 0);
    const category = { id: nextLibraryId(), sc_id, name, sort, updated_at: nowText() };
    l.categories.push(category);
    commit();
    return ok(categoryOut(category), '添加成功');
  }),

  authed('assistant/category/update', ({ body }) => {
    const bad = validate(body, CATEGORY_RULES);
    if (bad) return bad;
    const category = findCategory(num(body.id));
    if (!category) return fail(1001, '分类不存在');
    const name = text(body.name);
    const l = library();
    if (l.categories.some((c) => c.sc_id === category.sc_id && c.id !== category.id && c.name === name))
      return fail(1002, '分类名称已存在');
    Object.assign(category, { name, updated_at: nowText() });
    commit();
    return ok(categoryOut(category), '更新成功');
  }),

  authed('assistant/category/delete', ({ body }) => {
    const category = findCategory(num(body.id));
    if (!category) return fail(1001, '分类不存在');
    const count = entryCount(category);
    if (count) return fail(1003, `该分类下还有${count}条知识，请先删除或移走后再删除分类`);
    const l = library();
    l.categories = l.categories.filter((c) => c !== category);
    commit();
    return ok(null, '删除成功');
  }),

  authed('assistant/library/list', ({ body }) => {
    const sc_id = num(body.sc_id);
    if (!planExists(sc_id)) return fail(1001, '方案不存在');
    const category_id = num(body.category_id);
    if (!Number.isNaN(category_id)) {
      const category = findCategory(category_id);
      if (!category || category.sc_id !== sc_id) return fail(1001, '分类不存在');
    }
    const keyword = text(body.keyword);
    const rows = library()
      .entries.filter((e) => e.sc_id === sc_id)
      .filter((e) => Number.isNaN(category_id) || e.category_id === category_id)
      .filter((e) => !keyword || matches(e, keyword))
      .sort((a, b) => b.updated_at.localeCompare(a.updated_at) || b.id - a.id)
      .map(entryOut);
    return ok(page(rows, body));
  }),

  authed('assistant/library/add', ({ body }) => {
    const form = readEntry(body);
    if (form instanceof Response) return form;
    const { category, ...fields } = form;
    const l = library();
    if (l.entries.some((e) => e.sc_id === category.sc_id && e.name === fields.name))
      return fail(1002, '该问题已存在');
    const entry: DemoEntry = {
      id: nextLibraryId(),
      sc_id: category.sc_id,
      category_id: category.id,
      ...fields,
      updated_at: nowText(),
    };
    l.entries.push(entry);
    commit();
    return ok(entryOut(entry), '添加成功');
  }),

  authed('assistant/library/update', ({ body }) => {
    const l = library();
    const entry = l.entries.find((e) => e.id === num(body.id));
    if (!entry) return fail(1001, '知识不存在');
    const form = readEntry(body);
    if (form instanceof Response) return form;
    const { category, ...fields } = form;
    if (category.sc_id !== entry.sc_id) return fail(1001, '分类不存在');
    if (l.entries.some((e) => e.sc_id === entry.sc_id && e.id !== entry.id && e.name === fields.name))
      return fail(1002, '该问题已存在');
    Object.assign(entry, fields, { category_id: category.id, updated_at: nowText() });
    commit();
    return ok(entryOut(entry), '更新成功');
  }),

  authed('assistant/library/delete', ({ body }) => {
    const ids = list(body.ids).map(Number);
    if (!ids.length) return fail(422, '请选择要删除的知识', { ids: '请选择要删除的知识' });
    const l = library();
    if (ids.some((id) => !l.entries.some((e) => e.id === id))) return fail(1001, '知识不存在');
    l.entries = l.entries.filter((e) => !ids.includes(e.id));
    commit();
    return ok(null, '删除成功');
  }),
];
