import { withAntdStyles } from '@/lib/antd-stylesheet';

// Lazy loaders only: everything of the shell loads after login, so the login page carries none of it, antd's
// stylesheet included; the shell's screens draw once it applies.
export const MainLayout = () =>
  withAntdStyles(import(/* webpackChunkName: "shell" */ './components/MainLayout'));
export const NotFoundPage = () =>
  withAntdStyles(import(/* webpackChunkName: "shell" */ './pages/NotFoundPage'));
export const UnauthorizedPage = () =>
  withAntdStyles(import(/* webpackChunkName: "shell" */ './pages/UnauthorizedPage'));
