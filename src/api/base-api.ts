import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

/**
 * The one RTK Query api of the console: the generator injects every endpoint of openapi/ into it,
 * so cache tags work across features. Features enhance and re-export what they use (see ./index.ts).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  endpoints: () => ({}),
});
