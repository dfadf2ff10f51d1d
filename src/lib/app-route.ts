import type { ComponentType } from 'react';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

/** What a page's prefetch gets: the store's dispatch and the signed-in user (lists keep page sizes per user). */
export interface PrefetchContext {
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>;
  username: string;
}

/**
 * A page's first requests, started from a menu click as soon as its code is in, before React has drawn the
 * navigation: the page's own hooks then find them in the cache, sent or answered. Must ask exactly what the
 * page's first view asks (same endpoint, same arguments), or the page sends its own.
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
