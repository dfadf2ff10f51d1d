import { Navigate, type RouteObject } from 'react-router-dom';
import { PageFallback } from '@/components/page-fallback';
import { registerPageLoaders } from '@/lib/page-preload';
import { lazyPreloaded } from '@/lib/lazy-preloaded';
import { preloadable, type PreloadablePage } from '@/lib/preloadable';
import { RequireAuth } from '@/features/auth';
import { LoginPage } from '@/features/auth/routes';
import { ContractSignPage } from '@/features/contracts/routes';
import { RoutePage } from '@/features/shell';
import { MainLayout, NotFoundPage, UnauthorizedPage } from '@/features/shell/routes';
import { UNAUTHORIZED_PATH } from '@/features/permissions';
import { AppRoot } from './AppRoot';
import { PageError } from './PageError';
import { RouteError } from './RouteError';
import { appRoutes, defaultRedirects } from './route-table';

const pageFallback = () => <PageFallback />;
const lazyElement = (load: PreloadablePage) => {
  const Page = lazyPreloaded(load, pageFallback);
  return <Page />;
};

/** The whole route tree, shared by the browser router and the memory router of the tests. */
export function buildRoutes(): RouteObject[] {
  registerPageLoaders(appRoutes);
  return [
    {
      element: <AppRoot />,
      errorElement: <RouteError />,
      children: [
        { path: '/login', element: lazyElement(LoginPage) },
        // the customer's contract signing link: no session (the link's token is the key)
        { path: '/sign/:token', element: lazyElement(ContractSignPage) },
        {
          element: <RequireAuth />,
          children: [
            {
              element: lazyElement(MainLayout),
              children: [
                ...Object.entries(defaultRedirects).map(([from, to]) => ({
                  path: from,
                  element: <Navigate to={to} replace />,
                })),
                ...appRoutes.map((route) => ({
                  path: route.path,
                  // a page's failure stays in the page's place: the header and menus go on working
                  errorElement: <PageError name={route.name} />,
                  element: (
                    <RoutePage
                      name={route.name}
                      load={preloadable(route.page)}
                      companyRouter={route.companyRouter}
                    />
                  ),
                })),
                { path: UNAUTHORIZED_PATH, element: lazyElement(UnauthorizedPage) },
              ],
            },
          ],
        },
        // SHELL-12: the 404 fallback is open to everyone.
        { path: '*', element: lazyElement(NotFoundPage) },
      ],
    },
  ];
}
