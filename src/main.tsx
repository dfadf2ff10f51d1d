import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { i18n } from '@/i18n';
import { backendReady, holdBackendUntilStarted } from '@/lib/backend-ready';
import { demoBackend } from '@/lib/demo-backend';
import { LoginPage } from '@/features/auth/routes';
import { AppProviders } from './app/AppProviders';
import { getConsoleConfig } from '@/lib/runtime-config';
import { buildRoutes } from './app/routes';
import { setupStore } from './app/store';

function bootstrap() {
  // The login page's chunks download while the rest boots, rather than once the router first draws.
  if (window.location.pathname === '/login') void LoginPage();
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
  createRoot(document.getElementById('root')!).render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

bootstrap();
