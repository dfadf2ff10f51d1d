import fs from 'node:fs';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3_1 } from 'openapi-types';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { bundle } = require('../../../codegen/bundle.cjs') as { bundle: () => OpenAPIV3_1.Document };

type Schema = OpenAPIV3_1.SchemaObject;
type Operation = OpenAPIV3_1.OperationObject;

const otherMethods = ['get', 'put', 'delete', 'patch', 'head', 'options', 'trace'] as const;
const generatedDir = path.resolve(__dirname, '../../../src/api/generated');

let doc: OpenAPIV3_1.Document;

beforeAll(async () => {
  doc = (await SwaggerParser.dereference(bundle())) as OpenAPIV3_1.Document;
});

const pathItems = () => Object.entries(doc.paths ?? {}) as [string, OpenAPIV3_1.PathItemObject][];
const post = (p: string): Operation | undefined => doc.paths?.[p]?.post;

/** Paths of the list that are missing, not under /api, or have no POST operation. */
const missing = (paths: string[]) => paths.filter((p) => !p.startsWith('/api/') || !post(p));

/** Properties of an object schema, merged through allOf (later parts win, like the envelope narrowing). */
const props = (schema: Schema | undefined): Record<string, Schema> => {
  if (!schema) return {};
  const parts = (schema.allOf ?? []) as Schema[];
  return Object.assign({}, ...parts.map(props), schema.properties ?? {});
};
const bodySchema = (p: string, media = 'application/x-www-form-urlencoded') =>
  (post(p)?.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content?.[media]?.schema as Schema;
/** The data of the success envelope (the 200 answer's first branch; the second is the failure envelope). */
const answerData = (p: string): Schema | undefined => {
  const ok = post(p)?.responses?.['200'] as OpenAPIV3_1.ResponseObject | undefined;
  const answer = ok?.content?.['application/json']?.schema as Schema | undefined;
  return props(answer?.oneOf?.[0] as Schema | undefined).data;
};
const itemProps = (schema: Schema | undefined) =>
  props((schema as OpenAPIV3_1.ArraySchemaObject | undefined)?.items as Schema);

describe('endpoint catalogue of openapi/console.yaml', () => {
  it('[REQ-01] every operation is POST', () => {
    const offenders = pathItems().flatMap(([p, item]) => [
      ...otherMethods.filter((m) => item[m]).map((m) => `${m} ${p}`),
      ...(item.post ? [] : [`no post on ${p}`]),
    ]);
    expect(offenders).toEqual([]);
    expect(pathItems().length).toBeGreaterThan(100);
  });

  it('every operationId is unique', () => {
    const ids = pathItems().map(([, item]) => item.post?.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  // the customer's signing page (/sign/<token>) has no session: its link's token is the key
  const OPEN = (p: string) => p === '/api/login' || p.startsWith('/api/contracts/sign/');

  it('every operation has one tag, and every one but login and the signing page answers 401', () => {
    const offenders = pathItems().flatMap(([p, item]) => {
      const op = item.post!;
      const bad: string[] = [];
      if (op.tags?.length !== 1) bad.push(`${p}: tags`);
      if (!OPEN(p) && !op.responses?.['401']) bad.push(`${p}: 401`);
      return bad;
    });
    expect(offenders).toEqual([]);
  });

  it('declares per operation whether it is a query or a mutation, and its cache entity is a schema', () => {
    const raw = bundle();
    const offenders = Object.entries(raw.paths ?? {}).flatMap(([p, item]) => {
      const op = item!.post as Operation & Record<string, unknown>;
      const bad: string[] = [];
      if (!['query', 'mutation'].includes(op['x-kind'] as string)) bad.push(`${p}: x-kind`);
      for (const entity of [op['x-entity'], ...((op['x-invalidates'] as string[]) ?? [])].filter(Boolean))
        if (!raw.components?.schemas?.[entity as string]) bad.push(`${p}: ${entity}`);
      return bad;
    });
    expect(offenders).toEqual([]);
  });

  it('generates the entities under their own names: no numbered or path-derived type names', () => {
    const numbered = fs
      .readdirSync(generatedDir)
      .filter((f) => f.endsWith('.gen.ts'))
      .flatMap(
        (f) => fs.readFileSync(path.join(generatedDir, f), 'utf8').match(/\btype \w*(\d|AllOf)\w* =/g) ?? [],
      );
    expect(numbered).toEqual([]);
    const crm = fs.readFileSync(path.join(generatedDir, 'crm.gen.ts'), 'utf8');
    expect(crm).toMatch(/export type CustomerPage = Page & \{\s*data: Customer\[\];/);
  });

  it('generates page types whose items are the entity of the list, never unknown', () => {
    const untyped = fs
      .readdirSync(generatedDir)
      .filter((f) => /\.(gen\.ts|d\.ts)$/.test(f))
      .filter((f) => fs.readFileSync(path.join(generatedDir, f), 'utf8').includes('unknown[]'));
    expect(untyped).toEqual([]);
  });

  it('[REQ-18] has calls for login, home statistics, personal info and fees', () => {
    expect(
      missing([
        '/api/login',
        '/api/home/statistics',
        '/api/personal/info',
        '/api/personal/update',
        '/api/personal/password',
        '/api/fees/summary/info',
        '/api/fees/record/list',
      ]),
    ).toEqual([]);
    expect(Object.keys(props(bodySchema('/api/fees/record/list')))).toEqual(
      expect.arrayContaining(['page', 'limit']),
    );
    expect(Object.keys(props(answerData('/api/fees/record/list')))).toEqual(
      expect.arrayContaining(['data', 'total', 'current_page', 'per_page']),
    );
    expect(Object.keys(props(answerData('/api/fees/summary/info')))).toContain('balance');
  });

  it('[REQ-19] has calls for staff (list, create, update, destroy), roles and departments', () => {
    expect(
      missing([
        '/api/staff/list',
        '/api/staff/add',
        '/api/staff/update',
        '/api/staff/delete',
        '/api/roles/list',
        '/api/roles/add',
        '/api/roles/update',
        '/api/roles/delete',
        '/api/roles/permission/tree',
        '/api/departments/tree',
        '/api/departments/add',
        '/api/departments/update',
        '/api/departments/delete',
      ]),
    ).toEqual([]);
    expect(Object.keys(props(answerData('/api/departments/tree')))).toEqual(
      expect.arrayContaining(['id', 'name', 'all_childs']),
    );
  });

  it('[REQ-20] has calls for CRM attributes, nodes, discard reasons and customers', () => {
    expect(
      missing([
        '/api/crm/attribute/list',
        '/api/crm/node',
        '/api/crm/discardReason/list',
        '/api/crm/customer/list',
        '/api/crm/customer/detail',
        '/api/crm/customer/add',
        '/api/crm/customer/update',
        '/api/crm/customer/delete',
        '/api/crm/customer/import',
        '/api/crm/customer/export',
        '/api/crm/customer/recover',
        '/api/crm/customer/allot',
        '/api/crm/followUp/list',
        '/api/crm/followUp/add',
        '/api/crm/label/list',
        '/api/crm/label/add',
        '/api/crm/label/update',
        '/api/crm/label/delete',
        '/api/crm/label/assign',
      ]),
    ).toEqual([]);
    // /api/crm/node: no payload, a list of {id, name}
    expect(post('/api/crm/node')?.requestBody).toBeUndefined();
    expect(Object.keys(itemProps(answerData('/api/crm/node')))).toEqual(['id', 'name']);
    // import: the console reads the spreadsheet and sends its rows in JSON batches, each row with its number
    const rows = props(bodySchema('/api/crm/customer/import', 'application/json')).rows;
    expect(Object.keys(itemProps(rows))).toEqual(
      expect.arrayContaining(['row', 'name', 'contact_name', 'phone']),
    );
  });

  it('[REQ-21] has calls for product categories and attributes, orders, deals, repayments and plans', () => {
    expect(
      missing([
        '/api/products/category/tree',
        '/api/products/category/add',
        '/api/products/category/update',
        '/api/products/category/delete',
        '/api/products/attribute/list',
        '/api/products/attribute/add',
        '/api/products/attribute/update',
        '/api/products/attribute/delete',
        '/api/orders/list',
        '/api/orders/detail',
        '/api/orders/add',
        '/api/orders/update',
        '/api/orders/delete',
        '/api/orders/deal/list',
        '/api/orders/deal/add',
        '/api/orders/plan/list',
        '/api/orders/plan/add',
        '/api/orders/receipt/list',
        '/api/orders/receipt/add',
      ]),
    ).toEqual([]);
  });

  it('[REQ-22] has calls for call queues and call tasks', () => {
    expect(
      missing([
        '/api/callcenter/queue/list',
        '/api/callcenter/queue/add',
        '/api/callcenter/queue/update',
        '/api/callcenter/queue/delete',
        '/api/callcenter/calltask/list',
        '/api/callcenter/calltask/getDurationRange',
        '/api/callcenter/calltask/addCustomer',
        '/api/callcenter/calltask/clearRecord',
        '/api/callcenter/calltask/clearAllRecord',
      ]),
    ).toEqual([]);
    expect(Object.keys(props(bodySchema('/api/callcenter/calltask/list')))).toEqual(
      expect.arrayContaining(['page', 'limit', 'name', 'duration', 'get_status']),
    );
    const page = answerData('/api/callcenter/calltask/list');
    expect(Object.keys(props(page))).toEqual(expect.arrayContaining(['list', 'total', 'current_page']));
    expect(Object.keys(itemProps(props(page).list))).toEqual(
      expect.arrayContaining([
        'id',
        'name',
        'concact_man',
        'phone',
        'duration',
        'get_status',
        'get_status_name',
        'record_log_id',
        'focus',
        'remark',
        'node_id',
        'next_follow_at',
      ]),
    );
    expect(post('/api/callcenter/calltask/getDurationRange')?.requestBody).toBeUndefined();
    expect(answerData('/api/callcenter/calltask/getDurationRange')?.additionalProperties).toMatchObject({
      type: 'string',
    });
    const addCustomer = bodySchema('/api/callcenter/calltask/addCustomer');
    expect(Object.keys(props(addCustomer))).toEqual(
      expect.arrayContaining([
        'record_log_id',
        'name',
        'concact_man',
        'phone',
        'focus',
        'remark',
        'node_id',
        'next_follow_at',
      ]),
    );
    expect(addCustomer.required).toEqual(expect.arrayContaining(['record_log_id', 'name', 'concact_man']));
    expect(props(bodySchema('/api/callcenter/calltask/clearRecord')).id).toBeDefined();
    expect(post('/api/callcenter/calltask/clearAllRecord')?.requestBody).toBeUndefined();
  });

  it('[REQ-23] has calls for robot scripts, stages, branches, library, answers, release, tasks and call records', () => {
    expect(
      missing([
        '/api/robot/script/list',
        '/api/robot/industry/tree',
        '/api/robot/industryLabel/list',
        '/api/robot/script/add',
        '/api/robot/script/update',
        '/api/robot/script/copy',
        '/api/robot/script/delete',
        '/api/robot/script/detail',
        '/api/robot/script/release',
        '/api/robot/stage/list',
        '/api/robot/stage/add',
        '/api/robot/stage/update',
        '/api/robot/stage/delete',
        '/api/robot/stage/save',
        '/api/robot/branch/add',
        '/api/robot/branch/update',
        '/api/robot/branch/delete',
        '/api/robot/library/list',
        '/api/robot/library/add',
        '/api/robot/library/update',
        '/api/robot/library/delete',
        '/api/robot/answer/list',
        '/api/robot/task/list',
        '/api/robot/task/add',
        '/api/robot/task/update',
        '/api/robot/task/start',
        '/api/robot/task/pause',
        '/api/robot/task/delete',
        '/api/robot/callRecord/list',
        '/api/robot/callRecord/detail',
      ]),
    ).toEqual([]);
    expect(Object.keys(props(bodySchema('/api/robot/script/list')))).toEqual(
      expect.arrayContaining(['page', 'limit', 'industry_id', 'industry_name', 'name']),
    );
    expect(Object.keys(props(answerData('/api/robot/script/list')))).toEqual(
      expect.arrayContaining(['total', 'to', 'from', 'data']),
    );
    expect(Object.keys(itemProps(answerData('/api/robot/industryLabel/list')))).toEqual(['id', 'label']);
    expect(Object.keys(props(bodySchema('/api/robot/script/add')))).toEqual(
      expect.arrayContaining(['name', 'industry_id', 'speechcraft_desc', 'industry_label_id']),
    );
    for (const action of ['update', 'copy', 'delete'])
      expect(props(bodySchema(`/api/robot/script/${action}`)).sc_id).toBeDefined();
    expect(Object.keys(props(answerData('/api/robot/script/detail')))).toEqual(
      expect.arrayContaining(['id', 'status', 'answerList', 'own', 'scene']),
    );
    const save = bodySchema('/api/robot/stage/save', 'application/json');
    expect(Object.keys(props(save))).toEqual(expect.arrayContaining(['nodeDataArray', 'linkDataArray']));
  });

  it('[REQ-24] has calls for quality rules, models, projects, results and reports', () => {
    const crud = (entity: string) =>
      ['list', 'add', 'update', 'delete'].map((a) => `/api/quality/${entity}/${a}`);
    expect(
      missing([
        ...crud('rule'),
        ...crud('model'),
        ...crud('project'),
        '/api/quality/result/list',
        '/api/quality/result/detail',
        '/api/quality/report/monitor',
        '/api/quality/report/ai',
        '/api/quality/report/staff',
        '/api/quality/report/task',
      ]),
    ).toEqual([]);
  });

  it('[REQ-25] has calls for contract templates, seals, send, archive and the PDF upload', () => {
    expect(
      missing([
        '/api/contracts/template/list',
        '/api/contracts/template/add',
        '/api/contracts/template/update',
        '/api/contracts/template/delete',
        '/api/contracts/seal/list',
        '/api/contracts/seal/add',
        '/api/contracts/seal/delete',
        '/api/contracts/send',
        '/api/contracts/archive/list',
        '/api/contracts/archive/add',
        '/api/contracts/file/upload',
      ]),
    ).toEqual([]);
    expect(Object.keys(props(bodySchema('/api/contracts/send')))).toEqual(
      expect.arrayContaining([
        'contract_name',
        'customer_name',
        'customer_phone',
        'contract_end_time',
        'contract_file',
        'remark',
        'ct_id',
        'customer_id',
        'seal_sign',
      ]),
    );
    const upload = props(bodySchema('/api/contracts/file/upload', 'multipart/form-data'));
    expect(upload.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(upload.scene?.enum).toEqual(['contract']);
    expect(props(answerData('/api/contracts/file/upload')).url).toMatchObject({ type: 'string' });
  });

  it('[REQ-26] has calls for assistant speech, stage, branch, category, library and label', () => {
    const crud = (entity: string, actions = ['list', 'add', 'update', 'delete']) =>
      actions.map((a) => `/api/assistant/${entity}/${a}`);
    expect(
      missing([
        ...crud('speech', ['list', 'add', 'update', 'copy', 'delete', 'detail']),
        ...crud('stage', ['list', 'add', 'update', 'delete', 'save']),
        ...crud('branch'),
        ...crud('category'),
        ...crud('library'),
        ...crud('label'),
      ]),
    ).toEqual([]);
    expect(Object.keys(props(bodySchema('/api/assistant/speech/list')))).toEqual(
      expect.arrayContaining(['page', 'limit', 'keyword']),
    );
    expect(Object.keys(props(bodySchema('/api/assistant/speech/update')))).toEqual(
      expect.arrayContaining(['name', 'remark', 'status', 'speech_type', 'depart_ids', 'node_ids', 'sc_id']),
    );
    expect(props(bodySchema('/api/assistant/speech/delete')).sc_id).toBeDefined();
    expect(Object.keys(props(answerData('/api/assistant/speech/detail')))).toContain('scene');
    // an entry is a question with titled answer pages (the RepositoryEntry of the assistant window): JSON
    expect(Object.keys(props(bodySchema('/api/assistant/library/add', 'application/json')))).toEqual(
      expect.arrayContaining(['category_id', 'name', 'keywords', 'content']),
    );
  });

  it('[REQ-27] has calls for explicit numbers (list, add, edit, delete, id card upload, enable, disable)', () => {
    expect(
      missing(
        ['list', 'add', 'update', 'delete', 'uploadIdCard', 'enable', 'disable'].map(
          (a) => `/api/explicitNumbers/${a}`,
        ),
      ),
    ).toEqual([]);
    expect(props(bodySchema('/api/explicitNumbers/uploadIdCard', 'multipart/form-data')).file).toMatchObject({
      type: 'string',
      format: 'binary',
    });
  });
});
