import '@/i18n/signed-in';
import { createElement, useEffect, useReducer, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/store/hooks';
import { PageFallback } from '@/components/page-fallback';
import { selectPermissions } from '@/features/auth';
import { resolveRouteAccess } from '@/features/permissions';
import type { PreloadablePage } from '@/lib/preloadable';

export interface RoutePageProps {
  name: string;
  /** Loads the page's chunk and remembers the page once it is in. */
  load: PreloadablePage;
  companyRouter?: string;
}

/**
 * The page's component once its chunk is in, or nothing yet. Not React.lazy: a page revealed by Suspense is
 * drawn as a retry, in slices, and each store update arriving meanwhile (the page's own first answers, fetched
 * ahead) interrupts it, after which React draws it again from the start: at 4× CPU a second of a list screen's
 * first draw was thrown away. Set from the chunk's promise, the page draws once and in one go.
 */
function useLoadedPage(load: PreloadablePage | undefined): ComponentType | undefined {
  const [, pageArrived] = useReducer((n: number) => n + 1, 0);
  const [failure, setFailure] = useState<{ load: PreloadablePage; error: unknown }>();
  useEffect(() => {
    if (!load || load.loaded) return;
    let live = true;
    load().then(
      () => live && pageArrived(),
      (error: unknown) => live && setFailure({ load, error }),
    );
    return () => {
      live = false;
    };
  }, [load]);
  // the route's error page says the chunk did not load, as it would for a lazy component
  if (load && failure?.load === load) throw failure.error;
  return load?.loaded;
}

/** SHELL-13..21 at the door of every page, then the page's own lazy chunk. */
export function RoutePage({ name, load, companyRouter }: RoutePageProps) {
  const { t } = useTranslation(['menu', 'common']);
  const { pathname } = useLocation();
  const permissions = useAppSelector(selectPermissions);
  const access = resolveRouteAccess(pathname, permissions, companyRouter);
  const Page = useLoadedPage(access.kind === 'redirect' ? undefined : load);

  useEffect(() => {
    document.title = `${t(name as 'homeIndex')} - ${t('common:appTitle')}`;
  }, [name, t]);

  if (access.kind === 'redirect') return <Navigate to={access.to} replace />;
  // the route table's component, kept by its loader: nothing is created here (the rule cannot tell)
  return Page ? createElement(Page) : <PageFallback />;
}
