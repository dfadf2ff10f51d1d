import { createApi, type BaseQueryApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './base-query';

/** What RTK Query's middleware answers `internal_getRTKQSubscriptions` with (its own hooks ask it so). */
interface Subscriptions {
  getSubscriptionCount(queryCacheKey: string): number;
}

const subscribed = (api: BaseQueryApi): boolean =>
  !api.queryCacheKey ||
  (
    api.dispatch(baseApi.internalActions.internal_getRTKQSubscriptions()) as unknown as Subscriptions
  ).getSubscriptionCount(api.queryCacheKey) > 0;

/**
 * The one RTK Query api of the console: the generator injects every endpoint of openapi/ into it,
 * so cache tags work across features. Features enhance and re-export what they use (see ./index.ts).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery(subscribed),
  endpoints: () => ({}),
});
