import { categoryTable, entryTable } from '../db/assistant-library';
import type { DemoCategory, DemoEntry, Page } from '../db/assistant-library-seed';
import { crudHandlers } from '../kit/crud';
import { notFound } from '../kit/not-found';
import { planTable } from '../db/flows';
import { list, num, text } from '../kit/fields';
import { authed, fail, ok } from '../kit/http';
import { compareTimes, now } from '../kit/time';

const entryCount = (c: DemoCategory) => entryTable.all().filter((e) => e.category_id === c.id).length;
const categoryOut = (c: DemoCategory) => ({ ...c, entry_count: entryCount(c) });
const entryOut = (e: DemoEntry) => ({ ...e, category_name: categoryTable.get(e.category_id)?.name ?? '' });

const CATEGORY_TEXTS = { name: '分类名称' };

/** How an entry's fields are named in the contract check's messages (JSON body, pages checked too). */
const ENTRY_TEXTS = {
  category_id: { required: '请选择分类' },
  name: '问题',
  keywords: '相似问法',
  content: {
    label: '标题和内容',
    required: '请至少添加一组标题和内容',
    max: '标题和内容最多20组',
    fields: { title: '标题', content: '内容' },
  },
};

/** A Q&A entry from its checked JSON body: trimmed, similar questions without repeats, and its category. */
function readEntry(body: Record<string, unknown>) {
  const name = text(body.name);
  const keywords = [...new Set((Array.isArray(body.keywords) ? body.keywords : []).map(text))].filter(
    Boolean,
  );
  const content: Page[] = (body.content as Record<string, unknown>[]).map((pair) => ({
    title: text(pair.title),
    content: text(pair.content),
  }));
  const category = categoryTable.get(num(body.category_id));
  if (!category) return notFound('分类', 1001);
  return { name, keywords, content, category };
}

const matches = (e: DemoEntry, keyword: string) =>
  e.name.includes(keyword) ||
  e.keywords.some((k) => k.includes(keyword)) ||
  e.content.some((p) => p.title.includes(keyword) || p.content.includes(keyword));

/** The plan a call names, or the refusal of an unknown one. */
const planOf = (body: Record<string, unknown>) => {
  const sc_id = num(body.sc_id);
  return planTable.get(sc_id) ? sc_id : notFound('方案', 1001);
};

/** A question is unique within its plan's knowledge base. */
const questionTaken = (sc_id: number, name: string, self?: DemoEntry) =>
  entryTable.all().some((e) => e.sc_id === sc_id && e !== self && e.name === name);

/** Categories and Q&A entries of the plans' knowledge bases. */
export const knowledgeHandlers = [
  ...crudHandlers({
    base: 'assistant/category',
    table: categoryTable,
    label: '分类',
    notFoundCode: 1001,
    present: categoryOut,
    list: {
      filter({ body }) {
        const sc_id = planOf(body);
        return sc_id instanceof Response ? sc_id : (c) => c.sc_id === sc_id;
      },
      sort: (a, b) => a.sort - b.sort || a.id - b.id,
    },
    texts: CATEGORY_TEXTS,
    form({ body }, current) {
      const sc_id = current?.sc_id ?? planOf(body);
      if (sc_id instanceof Response) return sc_id;
      const name = text(body.name);
      const siblings = categoryTable.all().filter((c) => c.sc_id === sc_id);
      if (siblings.some((c) => c !== current && c.name === name)) return fail(1002, '分类名称已存在');
      const sort = current?.sort ?? siblings.reduce((max, c) => Math.max(max, c.sort + 1), 0);
      return { sc_id, name, sort, updated_at: now() };
    },
    refuseDelete(category) {
      const count = entryCount(category);
      return count ? fail(1003, `该分类下还有${count}条知识，请先删除或移走后再删除分类`) : undefined;
    },
  }),

  ...crudHandlers({
    base: 'assistant/library',
    only: ['list', 'add', 'update'],
    table: entryTable,
    label: '知识',
    notFoundCode: 1001,
    present: entryOut,
    list: {
      paged: true,
      filter({ body }) {
        const sc_id = planOf(body);
        if (sc_id instanceof Response) return sc_id;
        const category_id = num(body.category_id);
        if (!Number.isNaN(category_id) && categoryTable.get(category_id)?.sc_id !== sc_id)
          return notFound('分类', 1001);
        const keyword = text(body.keyword);
        return (e) =>
          e.sc_id === sc_id &&
          (Number.isNaN(category_id) || e.category_id === category_id) &&
          (!keyword || matches(e, keyword));
      },
      sort: (a, b) => compareTimes(b.updated_at, a.updated_at) || b.id - a.id,
    },
    texts: ENTRY_TEXTS,
    form({ body }, current) {
      const form = readEntry(body);
      if (form instanceof Response) return form;
      const { category, ...fields } = form;
      if (current && category.sc_id !== current.sc_id) return notFound('分类', 1001);
      if (questionTaken(category.sc_id, fields.name, current)) return fail(1002, '该问题已存在');
      return { sc_id: category.sc_id, category_id: category.id, ...fields, updated_at: now() };
    },
  }),

  authed('assistant/library/delete', ({ body }) => {
    const ids = list(body.ids).map(Number);
    if (!ids.length) return fail(422, '请选择要删除的知识', { ids: '请选择要删除的知识' });
    if (ids.some((id) => !entryTable.get(id))) return notFound('知识', 1001);
    entryTable.remove(ids);
    return ok(null, '删除成功');
  }),
];
