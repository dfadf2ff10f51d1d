import { lazy, type ComponentType } from 'react';
import type { RoutePageProps } from './components/RoutePage';

export type { RoutePageProps } from './components/RoutePage';

// The guard of every console route; it loads with the shell, after login.
export const RoutePage: ComponentType<RoutePageProps> = lazy(() =>
  import(/* webpackChunkName: "shell" */ './components/RoutePage').then((m) => ({ default: m.RoutePage })),
);
