/**
 * Options for @rtk-query/codegen-openapi shared by every generated file.
 * `codegen/generate.mjs` writes one `<tag>.gen.ts` per OpenAPI tag with these options.
 * Every call is POST, so the generator would make all of them mutations: the contract says which are
 * queries (`x-kind: query`). Cache tags are not the OpenAPI tags: generate.mjs adds them from `x-entity`.
 * @type {Omit<import('@rtk-query/codegen-openapi').ConfigFile, 'outputFile'>}
 */
module.exports = {
  apiImport: 'baseApi',
  hooks: { queries: true, lazyQueries: true, mutations: true },
  tag: false,
  useUnknown: true,
  endpointOverrides: [
    { pattern: (_name, def) => def.operation['x-kind'] === 'query', type: 'query' },
    { pattern: () => true, type: 'mutation' },
  ],
};
