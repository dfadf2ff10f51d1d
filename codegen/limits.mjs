/**
 * The field limits of each operation's request body, read from the bundled contract: what a form needs to
 * check before sending and what the demo backend checks on arrival. Only the keywords both use are kept.
 */
const KEYS = [
  'type',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'pattern',
  'enum',
  'minItems',
  'maxItems',
  'format',
];

function resolve(schema, doc, seen = new Set()) {
  if (!schema?.$ref) return schema ?? {};
  const n = schema.$ref.split('/').pop();
  if (seen.has(n)) return {};
  seen.add(n);
  return resolve(doc.components.schemas[n], doc, seen);
}

/** The limits of one value: its keywords, its items' limits, and an object's fields (nested pages, say). */
function limitOf(raw, doc, required) {
  const prop = resolve(raw, doc);
  const limit = {};
  if (required) limit.required = true;
  for (const k of KEYS) if (prop[k] !== undefined) limit[k] = prop[k];
  if (prop.type === 'array' && prop.items) {
    const items = limitOf(prop.items, doc, false);
    if (Object.keys(items).length) limit.items = items;
  }
  if (prop.type === 'object' && prop.properties) limit.fields = fieldsOf(prop, doc);
  return limit;
}

function fieldsOf(schema, doc) {
  const s = resolve(schema, doc);
  const parts = [s, ...(s.allOf ?? []).map((p) => resolve(p, doc))];
  const required = new Set(parts.flatMap((p) => p.required ?? []));
  const fields = {};
  for (const part of parts)
    for (const [key, raw] of Object.entries(part.properties ?? {}))
      fields[key] = limitOf(raw, doc, required.has(key));
  return fields;
}

/** operationId → field → limits, for the operations that have a request body. */
export function requestLimits(ops, doc) {
  const out = {};
  for (const { op } of ops) {
    const media = Object.values(op.requestBody?.content ?? {})[0];
    if (!media?.schema) continue;
    const fields = fieldsOf(media.schema, doc);
    if (Object.keys(fields).length) out[op.operationId] = fields;
  }
  return out;
}
