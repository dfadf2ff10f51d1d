import { dropFile, fileOfUrl, keepFile } from '../db/contract-files';
import { positionRow, positionsFault, positionsThatFit } from '../db/contract-positions';
import {
  contractTemplateTable,
  templateUseCount,
  type ContractTemplateRow,
  type SignPositionRow,
  type TemplateField,
  type TemplateFieldType,
} from '../db/contracts';
import { num, str, text } from '../kit/fields';
import { crudHandlers } from '../kit/crud';
import { notFound } from '../kit/not-found';
import { compareTimes, now } from '../kit/time';
import { authed, fail, ok, type Ctx } from '../kit/http';
import { presentTemplate } from '../db/contract-template-present';

const FIELD_TYPES: readonly TemplateFieldType[] = ['text', 'date', 'amount', 'phone'];

type TemplateFields = Omit<ContractTemplateRow, 'id' | 'created_at' | 'updated_at'>;

const refuse = (field: string, msg: string) => fail(422, msg, { [field]: msg });

/** The fill-in fields of a form (their limits were checked against the contract): names unique. */
function readFields(raw: unknown): TemplateField[] | Response {
  const fields = (Array.isArray(raw) ? raw : []) as Record<string, unknown>[];
  const seen = new Set<string>();
  const out: TemplateField[] = [];
  for (const f of fields) {
    const name = text(f.name);
    if (seen.has(name)) return refuse('fields', `字段名称“${name}”重复`);
    seen.add(name);
    const type = FIELD_TYPES.find((t) => t === f.type) ?? 'text';
    out.push({ name, type, required: f.required === true });
  }
  return out;
}

/**
 * The positions sent, held to the new PDF and fields; left out, the template's own that still fit them (a
 * replaced PDF with fewer pages drops the marks beyond it: the update's message says how many).
 */
function readPositions(
  raw: unknown,
  page_count: number,
  fields: TemplateField[],
  current?: ContractTemplateRow,
): SignPositionRow[] | Response {
  if (!Array.isArray(raw))
    return positionsThatFit(
      current?.sign_positions ?? [],
      page_count,
      fields.map((f) => f.name),
    );
  const positions = (raw as SignPositionRow[]).map(positionRow);
  const fault = positionsFault({ page_count, fields }, positions);
  return fault ? refuse('sign_positions', fault) : positions;
}

function readTemplate({ body, user }: Ctx, current?: ContractTemplateRow): TemplateFields | Response {
  const name = text(body.name);
  if (contractTemplateTable.all().some((t) => t.name === name && t.id !== current?.id))
    return refuse('name', `模板“${name}”已存在`);
  const fileUrl = text(body.file_url);
  const file = fileUrl === current?.file_url ? undefined : fileOfUrl(fileUrl);
  if (fileUrl !== current?.file_url && (!file || file.pages === null))
    return refuse('file_url', '合同文件不存在或已过期，请重新上传PDF');
  const fields = readFields(body.fields);
  if (fields instanceof Response) return fields;
  const pageCount = file?.pages ?? current!.page_count;
  const positions = readPositions(body.sign_positions, pageCount, fields, current);
  if (positions instanceof Response) return positions;
  return {
    name,
    file_url: fileUrl,
    file_name: file?.name ?? current!.file_name,
    page_count: pageCount,
    fields,
    status: current?.status ?? 1,
    sign_positions: positions,
    remark: text(body.remark),
    creator_id: current?.creator_id ?? user.id,
  };
}

/** The file template `by` no longer holds goes, unless another template holds it too. */
function releaseFile(url: string, by: number) {
  const file = fileOfUrl(url);
  if (file && !contractTemplateTable.all().some((t) => t.file_url === url && t.id !== by)) dropFile(file.id);
}

function listFilter({ body }: Ctx) {
  const name = str(body.name);
  const status = num(body.status);
  return (t: ContractTemplateRow) =>
    (!name || t.name.includes(name)) && (Number.isNaN(status) || t.status === status);
}

const TEXTS = {
  name: { label: '模板名称' },
  file_url: { label: '合同文件', required: '请上传合同PDF' },
  fields: {
    label: '填写字段',
    max: '填写字段最多50个',
    fields: {
      name: { label: '字段名称', required: '请输入字段名称', max: '字段名称不能超过20个字符' },
      type: {
        label: '字段类型',
        required: '请选择字段类型',
        invalid: '字段类型只能是文本、日期、金额或手机号',
      },
      required: '是否必填',
    },
  },
  remark: '备注',
};

/** /contract/contractTPL: contract templates (a PDF and its fill-in fields), enabled or not. */
export const contractTemplateHandlers = [
  ...crudHandlers<ContractTemplateRow, TemplateFields>({
    base: 'contracts/template',
    only: ['list', 'detail', 'add', 'update', 'delete'],
    table: contractTemplateTable,
    label: '合同模板',
    present: presentTemplate,
    list: {
      filter: listFilter,
      sort: (a, b) => compareTimes(b.updated_at, a.updated_at) || b.id - a.id,
      paged: true,
    },
    texts: TEXTS,
    form: readTemplate,
    build: (fields, id, current) => {
      const file = fileOfUrl(fields.file_url);
      if (file) keepFile(file);
      if (current && current.file_url !== fields.file_url) releaseFile(current.file_url, id);
      const at = now();
      return { ...fields, id, created_at: current?.created_at ?? at, updated_at: at };
    },
    refuseDelete: (t) => {
      const used = templateUseCount(t.id);
      return used ? fail(1003, `模板“${t.name}”已被${used}份合同使用，不能删除，可停用该模板`) : undefined;
    },
    afterDelete: (t) => releaseFile(t.file_url, t.id),
    messages: {
      update: (saved, current, { body }) => {
        const dropped = Array.isArray(body.sign_positions)
          ? 0
          : current.sign_positions.length - saved.sign_positions.length;
        return dropped ? `更新成功，${dropped}个签署位置不在新的PDF页数或字段内，已移除` : '更新成功';
      },
    },
  }),
  authed(
    'contracts/template/setStatus',
    ({ body }) => {
      const template = contractTemplateTable.get(num(body.id));
      if (!template) return notFound('合同模板');
      const status = num(body.status) === 1 ? 1 : 0;
      contractTemplateTable.update(template.id, { status, updated_at: now() });
      return ok(null, status ? '已启用' : '已停用');
    },
    { status: { label: '状态', invalid: '状态只能是启用或停用' } },
  ),
  authed('contracts/template/options', () =>
    ok(
      contractTemplateTable
        .list(
          (t) => t.status === 1,
          (a, b) => a.id - b.id,
        )
        .map((t) => ({ id: t.id, name: t.name })),
    ),
  ),
];
