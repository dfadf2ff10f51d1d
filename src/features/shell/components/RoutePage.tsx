import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectPermissions } from '@/features/auth';
import { resolveRouteAccess } from '@/features/permissions';
import NotFoundPage from '../pages/NotFoundPage';

export interface RoutePageProps {
  name: string;
  page?: () => Promise<{ default: ComponentType }>;
  companyRouter?: string;
}

const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();
const lazyPage = (name: string, load: () => Promise<{ default: ComponentType }>) => {
  let page = lazyPages.get(name);
  if (!page) lazyPages.set(name, (page = lazy(load)));
  return page;
};

/** SHELL-13..21 at the door of every page, then the page's own lazy chunk. */
export function RoutePage({ name, page, companyRouter }: RoutePageProps) {
  const { t } = useTranslation(['menu', 'common']);
  const { pathname } = useLocation();
  const permissions = useAppSelector(selectPermissions);
  const access = resolveRouteAccess(pathname, permissions, companyRouter);

  useEffect(() => {
    document.title = `${t(name as 'homeIndex')} - ${t('common:appTitle')}`;
  }, [name, t]);

  if (access.kind === 'redirect') return <Navigate to={access.to} replace />;
  if (!page) return <NotFoundPage />;
  const Page = lazyPage(name, page);
  return (
    <Suspense fallback={<Spin size="large" style={{ display: 'block', margin: '120px auto' }} />}>
      <Page />
    </Suspense>
  );
}
