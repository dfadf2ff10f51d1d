import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { i18n } from '@/i18n';
import { antdStylesheet } from '@/lib/antd-stylesheet';
import { backendReady, holdBackendUntilStarted } from '@/lib/backend-ready';
import { demoBackend } from '@/lib/demo-backend';
import { LoginPage } from '@/features/auth/routes';
import { AppProviders } from './app/AppProviders';
import { getConsoleConfig } from '@/lib/runtime-config';
import { buildRoutes } from './app/routes';
import { prefetchOnNavigation } from './app/route-prefetch';
import { setupStore } from './store/store';

async function bootstrap() {
  // The login page's chunks download while the rest boots, and the first draw waits for them: drawn
  // through its Suspense fallback, React 19 would reveal the page no sooner than 300 ms after the fallback.
  // A failed load is left to the route (it shows RouteError).
  const loginPage = window.location.pathname === '/login' ? LoginPage().catch(() => undefined) : undefined;
  const styles = window.location.pathname === '/login' ? undefined : antdStylesheet();
  document.title = i18n.t('common:appTitle');
  if (demoBackend && getConsoleConfig().mock) {
    // The page draws at once; only what talks to the backend waits for the demo backend to intercept.
    // It starts at the first backend call, or once the page has loaded and is idle: started at boot, its
    // ~300 KB gzip would compete with the page's own code for the network and the main thread.
    holdBackendUntilStarted(demoBackend.start);
    const startWhenIdle = () => requestIdleCallback(() => void backendReady(), { timeout: 1000 });
    window.addEventListener('load', startWhenIdle, { once: true });
  }
  const store = setupStore();
  const router = createBrowserRouter(buildRoutes());
  prefetchOnNavigation(router, store);
  await Promise.all([loginPage, styles]);
  createRoot(document.getElementById('root')!).render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

void bootstrap();
