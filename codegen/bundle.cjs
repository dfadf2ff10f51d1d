/**
 * Bundles openapi/ into the one OpenAPI document that codegen, the demo backend and the contract tests read.
 *
 * The sources stay short; the bundle is the whole contract:
 * - every top-level entry of openapi/schemas/*.yaml is registered under components.schemas by its own name
 *   (a name defined twice fails), so generated types are the entities' own names and no index is kept by hand;
 * - openapi/responses.yaml is components.responses;
 * - a $ref to `…/schemas/<file>.yaml#/Name` (or `#/Name` inside a schemas file) becomes `#/components/schemas/Name`;
 * - the path index is the path files' keys (openapi/paths/*.yaml: `/api/…: { post: … }`), so an endpoint is one
 *   edit; a path defined twice fails;
 * - the envelope is written once: a 200 answer declares `x-data: <schema of data>` or `x-page: <item schema>`
 *   (data is one page of items: a `<Item>Page` schema, the Page pager and `data: Item[]`, is registered for it),
 *   and becomes `oneOf: [success envelope, ErrorEnvelope]`, since a failure answers HTTP 200 as well;
 * - every operation but those with `security: []` answers 401 with the Unauthorized response;
 * - a request body that is only a $ref is wrapped in allOf, so every generated endpoint takes `body`;
 * - every operation declares `x-kind: query | mutation`, and `x-entity` (the cached entity) names a schema.
 */
const fs = require('node:fs');
const path = require('node:path');
const YAML = require('yaml');

const SPEC_DIR = path.resolve(__dirname, '../openapi');
const KINDS = new Set(['query', 'mutation']);

/**
 * A source file, refused when a flow map holds a key with no value: `{ description: 1 on, 0 off }` is YAML for
 * a description cut at the comma and a property named `0 off` (quote such a description).
 */
function readYaml(file) {
  const source = fs.readFileSync(file, 'utf8');
  const doc = YAML.parseDocument(source);
  if (doc.errors.length) throw doc.errors[0];
  YAML.visit(doc, {
    Pair(_, pair) {
      if (pair.value === null && YAML.isScalar(pair.key)) {
        const line = source.slice(0, pair.key.range[0]).split('\n').length;
        throw new Error(
          `${path.relative(SPEC_DIR, file)}:${line}: \`${pair.key.value}\` has no value (an unquoted comma?)`,
        );
      }
    },
  });
  return doc.toJS();
}

function bundle(specDir = SPEC_DIR) {
  const root = readYaml(path.join(specDir, 'console.yaml'));
  const schemas = {};
  const schemaDir = path.join(specDir, 'schemas');
  for (const file of fs
    .readdirSync(schemaDir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()) {
    for (const [name, schema] of Object.entries(readYaml(path.join(schemaDir, file)) ?? {})) {
      if (schemas[name]) throw new Error(`openapi/schemas: ${name} is defined twice (second in ${file})`);
      schemas[name] = schema;
    }
  }
  const responses = readYaml(path.join(specDir, 'responses.yaml'));

  const target = (ref, where) => {
    const [file, pointer = ''] = ref.split('#');
    const name = pointer.replace(/^\//, '');
    if (/(^|\/)responses\.yaml$/.test(file)) {
      if (!responses[name]) throw new Error(`${where}: no response ${name}`);
      return `#/components/responses/${name}`;
    }
    if (file === '' || /\.yaml$/.test(file)) {
      if (!/^[A-Za-z0-9_]+$/.test(name) || !schemas[name]) throw new Error(`${where}: no schema ${ref}`);
      return `#/components/schemas/${name}`;
    }
    throw new Error(`${where}: unexpected $ref ${ref}`);
  };
  const relink = (node, where) => {
    if (Array.isArray(node)) return node.map((n) => relink(n, where));
    if (!node || typeof node !== 'object') return node;
    const out = {};
    for (const [k, v] of Object.entries(node)) out[k] = k === '$ref' ? target(v, where) : relink(v, where);
    return out;
  };

  for (const name of Object.keys(schemas)) schemas[name] = relink(schemas[name], `schemas/${name}`);
  for (const name of Object.keys(responses)) responses[name] = relink(responses[name], `responses/${name}`);

  const envelopeOf = (data) => ({
    allOf: [
      { $ref: '#/components/schemas/Envelope' },
      { type: 'object', required: ['data'], properties: { data } },
    ],
  });
  const pageOf = (item, where) => {
    const ref = item && item.$ref;
    if (!ref) throw new Error(`${where}: x-page names its item schema with a $ref`);
    const name = `${ref.split('/').pop()}Page`;
    schemas[name] ??= {
      description: `One page of ${ref.split('/').pop()}.`,
      allOf: [
        { $ref: '#/components/schemas/Page' },
        { type: 'object', required: ['data'], properties: { data: { type: 'array', items: item } } },
      ],
    };
    return { $ref: `#/components/schemas/${name}` };
  };

  // The path index is the path files' own keys: an endpoint is written once, in its area's file.
  const sources = [];
  const pathDir = path.join(specDir, 'paths');
  for (const file of fs
    .readdirSync(pathDir)
    .filter((f) => f.endsWith('.yaml'))
    .sort())
    for (const [apiPath, item] of Object.entries(readYaml(path.join(pathDir, file)) ?? {})) {
      const twice = sources.find(([p]) => p === apiPath);
      if (twice) throw new Error(`openapi/paths: ${apiPath} is defined in ${twice[2]} and ${file}`);
      if (!apiPath.startsWith('/api/'))
        throw new Error(`openapi/paths/${file}: ${apiPath} is not under /api/`);
      if (Object.keys(item ?? {}).join() !== 'post')
        throw new Error(`openapi/paths/${file}: ${apiPath} must hold one post operation and nothing else`);
      sources.push([apiPath, item, file]);
    }

  const paths = {};
  for (const [apiPath, source] of sources) {
    const op = relink(structuredClone(source.post), apiPath);
    const where = `${apiPath} (${op.operationId})`;
    if (!KINDS.has(op['x-kind'])) throw new Error(`${where}: x-kind must be query or mutation`);
    if (op['x-entity'] !== undefined && !schemas[op['x-entity']])
      throw new Error(`${where}: x-entity ${op['x-entity']} is not a schema`);
    for (const extra of op['x-invalidates'] ?? [])
      if (!schemas[extra]) throw new Error(`${where}: x-invalidates ${extra} is not a schema`);
    // A body that is only a $ref would be named after its schema; wrapped, every endpoint takes `body`.
    for (const media of Object.values(op.requestBody?.content ?? {}))
      if (media.schema?.$ref) media.schema = { allOf: [media.schema] };
    const ok = op.responses?.['200'];
    if (!ok || !('x-data' in ok || 'x-page' in ok) || ok.content)
      throw new Error(`${where}: the 200 answer says x-data or x-page (the envelope's data), and no content`);
    const data = 'x-page' in ok ? pageOf(ok['x-page'], where) : ok['x-data'];
    delete ok['x-data'];
    delete ok['x-page'];
    // A failure answers HTTP 200 too: every 200 answer is the success or the failure envelope (code tells).
    ok.content = {
      'application/json': {
        schema: { oneOf: [envelopeOf(data), { $ref: '#/components/schemas/ErrorEnvelope' }] },
      },
    };
    const open = Array.isArray(op.security) && op.security.length === 0;
    if (!open) op.responses['401'] ??= { $ref: '#/components/responses/UnauthorizedResponse' };
    paths[apiPath] = { post: op };
  }

  return {
    ...root,
    paths,
    components: { ...root.components, schemas, responses },
  };
}

module.exports = { bundle, SPEC_DIR };
