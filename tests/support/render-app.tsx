import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { db } from '@mocks/db/db';
import { menusOf } from '@mocks/db/staff';
import { userInfoOf } from '@mocks/handlers/auth';
import { AppProviders } from '@/app/AppProviders';
import { prefetchOnNavigation } from '@/app/route-prefetch';
import { buildRoutes } from '@/app/routes';
import { setupStore } from '@/store/store';
import { buildPermissions } from '@/features/permissions';
import { saveSession } from '@/store/session';

export type DemoUsername = 'admin' | 'agent' | 'author';

/** Signs a demo user in the way the login page would: a live session in the mock DB, cookies and storage. */
export function signIn(username: DemoUsername): string {
  const user = db.findUser(username)!;
  const { token } = db.createSession(username);
  saveSession({ token, user: userInfoOf(user), permissions: buildPermissions(menusOf(user)) });
  return token;
}

interface RenderAppOptions {
  user?: DemoUsername;
  url?: string;
}

/**
 * The whole console at `url` with a fresh store, as `user` (or signed out).
 * Pass `ui` to render one component inside every provider instead of the route tree.
 */
export function renderApp(ui?: ReactElement, { user, url = '/' }: RenderAppOptions = {}) {
  if (user) signIn(user);
  const store = setupStore();
  const router = createMemoryRouter(ui ? [{ path: '*', element: ui }] : buildRoutes(), {
    initialEntries: [url],
  });
  if (!ui) prefetchOnNavigation(router, store);
  // The pointer-events check computes styles up the tree on every action: seconds per click on antd in jsdom.
  const events = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, store, router, user: events };
}
