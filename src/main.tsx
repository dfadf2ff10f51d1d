import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { i18n } from '@/i18n';
import { holdBackendUntil } from '@/lib/backend-ready';
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
  // The page draws at once; only what talks to the backend waits for the demo backend to intercept.
  if (demoBackend && getConsoleConfig().mock) holdBackendUntil(demoBackend.start());
  const store = setupStore();
  const router = createBrowserRouter(buildRoutes());
  createRoot(document.getElementById('root')!).render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

bootstrap();
