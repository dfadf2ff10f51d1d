import '@/i18n/signed-in';
import { createElement, useEffect, useReducer, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { PageFallback } from '@/components/page-fallback';
import { selectPermissions } from '@/features/auth';
import { resolveRouteAccess } from '@/features/permissions';

export interface RoutePageProps {
  name: string;
  /** Loads the page's chunk. */
  load: PageLoader;
  companyRouter?: string;
}

type PageLoader = () => Promise<{ default: ComponentType }>;

const loadedPages = new WeakMap<PageLoader, ComponentType>();

/**
 * The page's component once its chunk is in, or nothing yet. Not React.lazy: a page revealed by Suspense is
 * drawn as a retry, in slices, and each store update arriving meanwhile (the page's own first answers, fetched
 * ahead) interrupts it, after which React draws it again from the start: at 4× CPU a second of a list screen's
 * first draw was thrown away. Set from the chunk's promise, the page draws once and in one go.
 */
function useLoadedPage(load: PageLoader | undefined): ComponentType | undefined {
  const [, pageArrived] = useReducer((n: number) => n + 1, 0);
  const [failure, setFailure] = useState<{ load: PageLoader; error: unknown }>();
  useEffect(() => {
    if (!load || loadedPages.has(load)) return;
    let live = true;
    load().then(
      (module) => {
        loadedPages.set(load, module.default);
        if (live) pageArrived();
      },
      (error: unknown) => live && setFailure({ load, error }),
    );
    return () => {
      live = false;
    };
  }, [load]);
  // the route's error page says the chunk did not load, as it would for a lazy component
  if (load && failure?.load === load) throw failure.error;
  return load && loadedPages.get(load);
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
  // a component of the route table, kept per loader: nothing is created here (the rule cannot tell)
  return Page ? createElement(Page) : <PageFallback />;
}
