import { lazy, type ComponentType } from 'react';
import type { RoutePageProps } from './components/RoutePage';

export type { RoutePageProps } from './components/RoutePage';

// Everything of the shell loads after login, so the login page carries none of it.
export const MainLayout = () => import(/* webpackChunkName: "shell" */ './components/MainLayout');
export const NotFoundPage = () => import(/* webpackChunkName: "shell" */ './pages/NotFoundPage');
export const UnauthorizedPage = () => import(/* webpackChunkName: "shell" */ './pages/UnauthorizedPage');
export const RoutePage: ComponentType<RoutePageProps> = lazy(() =>
  import(/* webpackChunkName: "shell" */ './components/RoutePage').then((m) => ({ default: m.RoutePage })),
);
