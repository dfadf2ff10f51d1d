/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';

// Only the published file: no bundler, no RTK codegen, nothing of the console's own tooling.
const root = path.resolve(__dirname, '../../..');
const publishedFile = path.join(root, 'openapi/dist/console.json');
const cli = path.join(root, 'node_modules/openapi-typescript/bin/cli.js');

type Json = Record<string, unknown> & { $ref?: string };
type Operation = Json & { security?: unknown[]; responses: Record<string, Json> };

const doc = JSON.parse(fs.readFileSync(publishedFile, 'utf8')) as {
  paths: Record<string, { post: Operation }>;
  components: { schemas: Record<string, Json> };
};
const operations = Object.entries(doc.paths).map(([p, item]) => [p, item.post] as const);
const open = (op: Operation) => Array.isArray(op.security) && op.security.length === 0;

/** What a team outside the console writes against the types a second generator made from the file. */
const clientUse = `
import type { components, paths } from './schema';

type Schemas = components['schemas'];
type Failure = Schemas['ErrorEnvelope'];
type Answer<P extends keyof paths> = paths[P]['post']['responses'][200]['content']['application/json'];
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const same = <T extends true>(): T | undefined => undefined;
const failed = <A extends { code: number }>(answer: A | Failure): answer is Failure => answer.code !== 0;

export function orderRows(answer: Answer<'/api/orders/list'>): Schemas['Order'][] {
  if (failed(answer)) throw new Error(answer.data?.errors?.keyword ?? answer.msg);
  same<Equal<typeof answer.data.data, Schemas['Order'][]>>();
  same<Equal<typeof answer.code, 0>>();
  return answer.data.data;
}

export function customerTotal(answer: Answer<'/api/crm/customer/list'>): number {
  if (failed(answer)) return 0;
  same<Equal<typeof answer.data.data, Schemas['Customer'][]>>();
  return answer.data.total;
}

type Unauthorized = paths['/api/orders/list']['post']['responses'][401]['content']['application/json'];
same<Equal<Unauthorized, Failure>>();

type OrderQuery = NonNullable<
  paths['/api/orders/list']['post']['requestBody']
>['content']['application/x-www-form-urlencoded'];
export const firstPage: OrderQuery = { page: 1, limit: 10 };
`;

describe('the published contract (openapi/dist/console.json)', () => {
  it('declares on every operation the failure envelope beside the success (HTTP 200), and 401 where a token is needed', () => {
    const offenders = operations.flatMap(([p, op]) => {
      const bad: string[] = [];
      const answer = (op.responses['200']?.content as Record<string, { schema: { oneOf?: Json[] } }>)?.[
        'application/json'
      ]?.schema;
      const failure = answer?.oneOf?.find((s) => s.$ref === '#/components/schemas/ErrorEnvelope');
      if (answer?.oneOf?.length !== 2 || !failure) bad.push(`${p}: 200 without the failure envelope`);
      if (!open(op) && op.responses['401']?.$ref !== '#/components/responses/UnauthorizedResponse')
        bad.push(`${p}: 401`);
      return bad;
    });
    expect(offenders).toEqual([]);
    expect(operations.length).toBeGreaterThan(100);
    // the operations that need no token: signing in and the customer's signing page
    expect(operations.filter(([, op]) => open(op)).map(([p]) => p)).toEqual([
      '/api/login',
      '/api/contracts/sign/info',
      '/api/contracts/sign/submit',
      '/api/contracts/sign/refuse',
    ]);
  });

  it('gives every page its item type', () => {
    const pages = Object.entries(doc.components.schemas).filter(([name]) => /.Page$/.test(name));
    expect(pages.length).toBeGreaterThan(20);
    const untyped = pages.filter(([, schema]) => !JSON.stringify(schema).includes('"items":{"$ref"'));
    expect(untyped.map(([name]) => name)).toEqual([]);
    expect(JSON.stringify(doc.components.schemas.Page)).not.toContain('"data"');
  });

  it('stands on its own: openapi-typescript makes a client from the file alone that type-checks', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'published-contract-'));
    try {
      const schemaFile = path.join(dir, 'schema.d.ts');
      execFileSync(process.execPath, [cli, publishedFile, '--output', schemaFile], { stdio: 'pipe' });
      const types = fs.readFileSync(schemaFile, 'utf8');
      expect(types).not.toContain('unknown[]');

      const clientFile = path.join(dir, 'client.ts');
      fs.writeFileSync(clientFile, clientUse);
      const program = ts.createProgram([clientFile], {
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        types: [],
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
      });
      const problems = ts
        .getPreEmitDiagnostics(program)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      expect(problems).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
