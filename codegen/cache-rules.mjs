/**
 * The cache tags of one generated file, from the contract's `x-entity` and `x-invalidates`:
 * - a query of one page of its entity provides each row's tag and the entity's list tag;
 * - a query of an array of its entity does the same;
 * - a query with an `id` in its body (a detail) provides that entity's tag;
 * - any other query of an entity (options, trees, summaries) provides the list tag, so every write refreshes it;
 * - a mutation invalidates the entities it names (body `id` or `ids`) and the list tag, and every tag of the
 *   types in `x-invalidates`. A failed write invalidates nothing, but one refused as stale (VersionConflict)
 *   refreshes the rows it names and the list tag. Operations without `x-entity` have no tags.
 * The helpers are src/api/cache-tags.ts.
 */
const name = (ref) => (ref ?? '').split('/').pop();

function bodyHasId(op) {
  const media = Object.values(op.requestBody?.content ?? {})[0];
  const schema = media?.schema ?? {};
  const parts = [schema, ...(schema.allOf ?? [])];
  return parts.some((s) => s.properties && 'id' in s.properties);
}

function hasId(ref, doc) {
  const schema = doc.components.schemas[name(ref)] ?? {};
  return [schema, ...(schema.allOf ?? [])].some((s) => s.properties && 'id' in s.properties);
}

function rule(op, doc) {
  const entity = op['x-entity'];
  if (!entity) return undefined;
  const q = JSON.stringify(entity);
  if (op['x-kind'] === 'mutation') {
    const also = op['x-invalidates'];
    return also?.length
      ? `invalidatesTags: cacheTags.writeAnd(${q}, ${JSON.stringify(also)} as const)`
      : `invalidatesTags: cacheTags.write(${q})`;
  }
  const data = op.responses['200'].content['application/json'].schema.allOf[1].properties.data;
  const rows = hasId(`/${entity}`, doc);
  if (rows && name(data.$ref) === `${entity}Page`) return `providesTags: cacheTags.page(${q})`;
  if (rows && data.type === 'array' && name(data.items?.$ref) === entity)
    return `providesTags: cacheTags.list(${q})`;
  if (bodyHasId(op)) return `providesTags: cacheTags.one(${q})`;
  return `providesTags: cacheTags.related(${q})`;
}

/** The code that replaces the generator's `export { injectedRtkApi as <name> }`. */
export function cacheBlock(ops, doc, exportName) {
  const rules = ops.map(({ op }) => [op.operationId, rule(op, doc)]).filter(([, r]) => r);
  if (!rules.length) return `export const ${exportName} = injectedRtkApi;`;
  const types = [
    ...new Set(
      ops.flatMap(({ op }) => (op['x-entity'] ? [op['x-entity'], ...(op['x-invalidates'] ?? [])] : [])),
    ),
  ].sort();
  return [
    `export const ${exportName} = injectedRtkApi.enhanceEndpoints({`,
    `  addTagTypes: ${JSON.stringify(types)},`,
    `  endpoints: {`,
    ...rules.map(([id, r]) => `    ${id}: { ${r} },`),
    `  },`,
    `});`,
  ].join('\n');
}
