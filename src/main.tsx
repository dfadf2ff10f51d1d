import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { i18n } from '@/i18n';
import { demoBackend } from '@/lib/demo-backend';
import { LoginPage } from '@/features/auth/routes';
import { AppProviders } from './app/AppProviders';
import { getConsoleConfig } from '@/lib/runtime-config';
import { buildRoutes } from './app/routes';
import { setupStore } from './app/store';

async function bootstrap() {
  // The login page's chunks download while the rest boots, rather than once the router first draws.
  if (window.location.pathname === '/login') void LoginPage();
  document.title = i18n.t('common:appTitle');
  // The demo backend must intercept before the first request is made.
  if (demoBackend && getConsoleConfig().mock) await demoBackend.start();
  const store = setupStore();
  const router = createBrowserRouter(buildRoutes());
  createRoot(document.getElementById('root')!).render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

void bootstrap();
