export { firstViewBody, useListPage } from './use-list-page';
export { listPagePrefetch } from './list-page-prefetch';
export type { ListPage, ListPageOptions } from './use-list-page';
export { filterKeysOf, filterSpec, listFilters, listRequestBody, searchFilters } from './list-request-body';
export type { FilterKind, FilterSpec, ListBody, ListFilters } from './list-request-body';
export { useLocalListPage } from './use-local-list-page';
