import type { Location } from 'react-router-dom';
import { selectPermissions, selectUser } from '@/features/auth';
import { resolveRouteAccess } from '@/features/permissions';
import { preloadPage } from '@/lib/page-preload';
import { appRoutes } from './route-table';
import type { AppStore } from '@/store/hooks';

interface ObservedRouter {
  state: { location: Location };
  subscribe(listener: (state: { location: Location }) => void): () => void;
}

const routeOf = new Map(appRoutes.map((route) => [route.path, route]));

/**
 * Every navigation to a page the user may open sends the page's first requests (its PagePrefetch) as soon as
 * its code is in, before the page is drawn, whatever started it: a menu item, a tab or link inside a screen,
 * back and forward, a redirect, the address the console was opened at. A page the user may not open sends
 * nothing (its no-permission page or its company variant does).
 */
export function prefetchOnNavigation(router: ObservedRouter, store: AppStore): () => void {
  let seen: Location | undefined;
  const visit = (location: Location) => {
    if (location === seen) return;
    seen = location;
    const route = routeOf.get(location.pathname);
    const state = store.getState();
    if (!route) return;
    if (resolveRouteAccess(route.path, selectPermissions(state), route.companyRouter).kind !== 'allow')
      return;
    preloadPage(route.path, {
      dispatch: store.dispatch,
      username: selectUser(state)?.username ?? '',
      search: new URLSearchParams(location.search),
    });
  };
  visit(router.state.location);
  return router.subscribe((state) => visit(state.location));
}
