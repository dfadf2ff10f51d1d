import type { ComponentType } from 'react';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

/**
 * What a page's prefetch gets: the store's dispatch, the signed-in user (lists keep page sizes per user) and the
 * parameters of the address being opened (a list's page and filters, a chosen script).
 */
export interface PrefetchContext {
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>;
  username: string;
  search: URLSearchParams;
}

/**
 * A page's first requests, started by every navigation to it (src/app/route-prefetch.ts) as soon as its code is
 * in, before React has drawn the page: the page's own hooks then find them in the cache, sent or answered. Must
 * ask exactly what the page's first view at that address asks (same endpoint, same arguments), or nothing.
 */
export type PagePrefetch = (context: PrefetchContext) => void;

/** A prefetch keeps a cached answer younger than this (seconds): a page opened again soon draws at once. */
export const PREFETCH_FRESH = { ifOlderThan: 30 } as const;

type PageModule = { default: ComponentType; prefetch?: PagePrefetch };

/** One route of the console: its path, its name (the i18n key menu:<name>), and the lazy page that draws it. */
export interface AppRoute {
  path: string;
  name: string;
  page: () => Promise<PageModule>;
  /** SHELL-21: where to go instead when this route is not permitted but that one is. */
  companyRouter?: string;
}
