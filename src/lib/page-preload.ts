import type { PagePrefetch, PrefetchContext } from './app-route';

/**
 * The page loaders of the route table by path, so a menu click can start fetching a page's code at once:
 * otherwise the fetch waits until React, rendering the navigation, reaches the page's lazy component (at 4×
 * CPU about 200–400 ms of re-drawing menus after the click).
 */
type Loader = () => Promise<{ default: unknown; prefetch?: PagePrefetch }>;
const loaders = new Map<string, Loader>();

export function registerPageLoaders(routes: readonly { path: string; page: Loader }[]) {
  for (const { path, page } of routes) loaders.set(path, page);
}

/**
 * Starts loading the code of the page at `path`, if it has one, and then the page's first requests (its
 * `prefetch`) when `context` is given; the navigation's own load reports failures.
 */
export function preloadPage(path: string, context?: PrefetchContext) {
  loaders
    .get(path)?.()
    .then((page) => context && page.prefetch?.(context))
    .catch(() => undefined);
}
