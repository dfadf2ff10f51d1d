import '@/i18n/signed-in';
import { useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectPermissions } from '@/features/auth';
import { resolveRouteAccess } from '@/features/permissions';

export interface RoutePageProps {
  name: string;
  /** The page's lazy component (the layout's Suspense shows the fallback). */
  Page: ComponentType;
  companyRouter?: string;
}

/** SHELL-13..21 at the door of every page, then the page's own lazy chunk. */
export function RoutePage({ name, Page, companyRouter }: RoutePageProps) {
  const { t } = useTranslation(['menu', 'common']);
  const { pathname } = useLocation();
  const permissions = useAppSelector(selectPermissions);
  const access = resolveRouteAccess(pathname, permissions, companyRouter);

  useEffect(() => {
    document.title = `${t(name as 'homeIndex')} - ${t('common:appTitle')}`;
  }, [name, t]);

  if (access.kind === 'redirect') return <Navigate to={access.to} replace />;
  return <Page />;
}
