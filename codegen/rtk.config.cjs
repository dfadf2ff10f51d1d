/**
 * Options for @rtk-query/codegen-openapi shared by every generated file.
 * `codegen/generate.mjs` writes one `<tag>.gen.ts` per OpenAPI tag with these options.
 * Every call is POST, so the generator would make all of them mutations: reads are marked as
 * queries by their operationId (…List, …Info, …Detail, …Tree, …Statistics, …Options, …Range, …Count).
 * @type {Omit<import('@rtk-query/codegen-openapi').ConfigFile, 'outputFile'>}
 */
module.exports = {
  schemaFile: '../openapi/console.yaml',
  apiFile: '../src/api/base-api.ts',
  apiImport: 'baseApi',
  exportName: 'generatedApi',
  hooks: { queries: true, lazyQueries: true, mutations: true },
  tag: true,
  useUnknown: true,
  endpointOverrides: [{ pattern: /(List|Info|Detail|Tree|Statistics|Options|Range|Count)$/, type: 'query' }],
};
