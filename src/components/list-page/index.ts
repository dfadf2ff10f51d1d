export { firstViewBody, useListPage } from './use-list-page';
export { listPagePrefetch } from './list-page-prefetch';
export type { ListPage, ListPageOptions } from './use-list-page';
export { filterKeysOf, filterSpec, listRequestBody } from './list-request-body';
export type { FilterKind, FilterSpec, ListBody } from './list-request-body';
export { useLocalListPage } from './use-local-list-page';
