import { preloadable } from '@/lib/preloadable';

// Lazy loaders only: the route table imports this file at boot.
export const LoginPage = preloadable(() => import(/* webpackChunkName: "page-login" */ './pages/LoginPage'));
