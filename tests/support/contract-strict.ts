/**
 * The contract as the tests read answers: an object may hold only the properties its schema declares. OpenAPI
 * leaves objects open (extra properties pass), so a field a handler adds without the contract, which codegen's
 * types never show the console, would pass unseen. Every object schema gets `unevaluatedProperties: false`,
 * which sees through `allOf`/`oneOf` and `$ref`; a branch of an `allOf` must stay open (its siblings hold the
 * rest of the object), so a component it references is read through an open copy, `<name>~open`.
 */
type Schema = Record<string, unknown>;

const OPEN = '~open';
const COMPONENT_REF = '#/components/schemas/';

const isObject = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);
const declaresProperties = (s: Schema) => 'properties' in s || 'allOf' in s;
const decidesExtras = (s: Schema) => 'additionalProperties' in s || 'unevaluatedProperties' in s;

/** A schema made strict, each of its sub-schemas too; `open` leaves its own top level open (an allOf branch). */
function strict(schema: unknown, open = false): unknown {
  if (Array.isArray(schema)) return schema.map((s) => strict(s));
  if (!isObject(schema)) return schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'allOf' && Array.isArray(value)) out.allOf = value.map((branch) => strict(branch, true));
    else if (key === '$ref' && open && typeof value === 'string' && value.startsWith(COMPONENT_REF))
      out.$ref = value + OPEN;
    else if (key === 'properties' && isObject(value))
      out.properties = Object.fromEntries(Object.entries(value).map(([name, s]) => [name, strict(s)]));
    else out[key] = strict(value);
  }
  if (!open && declaresProperties(schema) && !decidesExtras(schema)) out.unevaluatedProperties = false;
  return out;
}

/** The bundled contract with every answer's objects closed to undeclared properties. */
export function strictContract(doc: { components: { schemas: Record<string, unknown> } }): object {
  const closed = strict(doc) as typeof doc;
  for (const [name, schema] of Object.entries(doc.components.schemas))
    closed.components.schemas[name + OPEN] = strict(schema, true);
  return closed;
}
