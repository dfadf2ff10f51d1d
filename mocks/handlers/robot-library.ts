import { libraryTable, QUESTION_TYPE_NAMES, type DemoLibraryEntry } from '../db/robot-library';
import { recordingOf } from '../db/robot-recordings';
import { idList, list, num, str } from '../kit/fields';
import { notFound } from '../kit/not-found';
import { page } from '../kit/paging';
import { compareTimes, now } from '../kit/time';
import { scriptFor } from '../db/robot-access';
import { authed, fail, ok, type Ctx } from '../kit/http';

export const libraryOut = (e: DemoLibraryEntry) => ({
  ...e,
  type_name: QUESTION_TYPE_NAMES[e.type],
  recording_url: recordingOf(e.sc_id, 'kb', String(e.id))?.url ?? null,
});

const LIBRARY_TEXTS = {
  name: { label: '问题', required: '请输入问题', max: '问题不能超过30个字符' },
  type: { required: '请选择问题类型', invalid: '请选择问题类型' },
  keyWorldList: { label: '匹配规则', required: '请输入匹配规则' },
  content: { label: '答案', required: '请输入答案', max: '答案不能超过250个字符' },
  similar: '相似问题',
};

const clean = (v: unknown) => [
  ...new Set(
    list(v)
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];

type Fields = Omit<DemoLibraryEntry, 'id' | 'sc_id' | 'updated_at'>;

interface Problem {
  code: number;
  field: string;
  msg: string;
}

/** The question form's fields, or what is wrong: a question asked twice in one script is ambiguous. */
function checkEntry(sc_id: number, body: Record<string, unknown>, self?: number): Fields | Problem {
  const name = str(body.name);
  const keyWorldList = clean(body.keyWorldList);
  if (!keyWorldList.length) return { code: 422, field: 'keyWorldList', msg: '请输入匹配规则' };
  const content = str(body.content);
  if (!content) return { code: 422, field: 'content', msg: '请输入答案' };
  if (libraryTable.all().some((e) => e.sc_id === sc_id && e.id !== self && e.name === name))
    return { code: 1002, field: 'name', msg: '问题已存在' };
  return {
    name,
    similar: clean(body.similar).filter((s) => s !== name),
    type: num(body.type) === 1 ? 1 : 0,
    keyWorldList,
    content,
    interrupt: num(body.interrupt) === 0 ? 0 : 1,
  };
}

function readEntry(sc_id: number, body: Record<string, unknown>, self?: number): Fields | Response {
  const fields = checkEntry(sc_id, body, self);
  return 'msg' in fields ? fail(fields.code, fields.msg, { [fields.field]: fields.msg }) : fields;
}

/** An import row's type as typed: 0/1 or the type's name. */
function typeOf(raw: string): 0 | 1 | null {
  const t = raw.trim();
  if (t === '0' || t === QUESTION_TYPE_NAMES[0]) return 0;
  if (t === '1' || t === QUESTION_TYPE_NAMES[1]) return 1;
  return null;
}

const split = (v: unknown) => str(v).split('|');

function importRows({ body }: Ctx) {
  const script = scriptFor(body.sc_id, 'knowledge');
  if (script instanceof Response) return script;
  const rows = Array.isArray(body.rows) ? (body.rows as Record<string, unknown>[]) : [];
  const errors: { row: number; msg: string }[] = [];
  let success = 0;
  for (const row of rows) {
    const rowNo = num(row.row);
    const type = typeOf(str(row.type));
    const name = str(row.name);
    const problem = !name
      ? '请输入问题'
      : [...name].length > 30
        ? '问题不能超过30个字符'
        : type === null
          ? '问题类型应为0（通用问题）或1（业务问题）'
          : [...str(row.content)].length > 250
            ? '答案不能超过250个字符'
            : undefined;
    if (problem) {
      errors.push({ row: rowNo, msg: problem });
      continue;
    }
    // a row without match rules matches by its question: the question itself is the rule
    const fields = checkEntry(script.id, {
      ...row,
      type,
      similar: split(row.similar),
      keyWorldList: clean(split(row.keyWorldList)).length ? split(row.keyWorldList) : [name],
    });
    if ('msg' in fields) {
      errors.push({ row: rowNo, msg: fields.msg });
      continue;
    }
    libraryTable.insert({ ...fields, sc_id: script.id, updated_at: now() });
    success += 1;
  }
  return ok({ total: rows.length, success, failed: errors.length, errors }, `导入成功${success}条`);
}

export const robotLibraryHandlers = [
  authed('robot/library/list', ({ body }) => {
    const script = scriptFor(body.sc_id);
    if (script instanceof Response) return script;
    const keyword = str(body.keyword);
    const type = num(body.type);
    const rows = libraryTable.list(
      (e) =>
        e.sc_id === script.id &&
        (Number.isNaN(type) || e.type === type) &&
        (!keyword || [e.name, e.content, ...e.similar, ...e.keyWorldList].some((s) => s.includes(keyword))),
      (a, b) => compareTimes(b.updated_at, a.updated_at) || b.id - a.id,
    );
    return ok(page(rows, body, libraryOut));
  }),

  authed(
    'robot/library/add',
    ({ body }) => {
      const script = scriptFor(body.sc_id, 'knowledge');
      if (script instanceof Response) return script;
      const fields = readEntry(script.id, body);
      if (fields instanceof Response) return fields;
      return ok(
        libraryOut(libraryTable.insert({ ...fields, sc_id: script.id, updated_at: now() })),
        '添加成功',
      );
    },
    LIBRARY_TEXTS,
  ),

  authed(
    'robot/library/update',
    ({ body }) => {
      const entry = libraryTable.get(num(body.id));
      if (!entry) return notFound('问题', 1001);
      const script = scriptFor(entry.sc_id, 'knowledge');
      if (script instanceof Response) return script;
      const fields = readEntry(script.id, body, entry.id);
      if (fields instanceof Response) return fields;
      return ok(libraryOut(libraryTable.update(entry.id, { ...fields, updated_at: now() })!), '更新成功');
    },
    LIBRARY_TEXTS,
  ),

  authed('robot/library/delete', ({ body }) => {
    const entries = idList(body.ids).map((id) => libraryTable.get(id));
    if (!entries.length || entries.some((e) => !e)) return notFound('问题', 1001);
    for (const sc_id of new Set(entries.map((e) => e!.sc_id))) {
      const script = scriptFor(sc_id, 'knowledge');
      if (script instanceof Response) return script;
    }
    libraryTable.remove(entries.map((e) => e!.id));
    return ok(null, '删除成功!');
  }),

  authed('robot/library/import', importRows),
];
