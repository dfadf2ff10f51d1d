import '@/i18n/signed-in';
import 'dayjs/locale/zh-cn';
import dayjs from 'dayjs';
import { memo, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { App as AntApp, Layout, Menu } from 'antd';
import type { MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { PageFallback } from '@/components/page-fallback';
import { FloatDockProvider, floatDock, type FloatButtonKey } from '@/lib/float-stack';
import { preloadPage } from '@/lib/page-preload';
import { selectPermissions, userRefreshed, useUserInfoQuery } from '@/features/auth';
import {
  AREAS,
  areaOfPath,
  buildPermissions,
  sideMenu,
  visibleAreas,
  type SideMenuItem,
} from '@/features/permissions';
import { ChannelsLayer } from '@/features/channels';
import { GroupCallLayer, isGroupCallHidden } from '@/features/group-call';
import { AssistantWindowLayer } from '@/features/assistant-window';
import { isDialButtonHidden, SoftphoneHeader, SoftphoneLayer } from '@/features/softphone';
import { ConnectionBanner } from './ConnectionBanner';
import { FeedbackBridge } from './FeedbackBridge';
import { FlowCanvasWarmUp } from './FlowCanvasWarmUp';
import { ListKitWarmUp } from './ListKitWarmUp';
import { menuIcon } from './menu-icons';
import { UserMenu } from './UserMenu';
import styles, { CONTENT_PADDING } from './main-layout.styles';

// antd's pickers follow dayjs's locale; only signed-in screens have pickers.
dayjs.locale('zh-cn');

type MenuItems = NonNullable<MenuProps['items']>;

const toMenuItems = (items: SideMenuItem[]): MenuItems =>
  items.map((item) => ({
    key: item.key,
    label: item.label,
    icon: menuIcon(item.icon),
    children: item.children ? toMenuItems(item.children) : undefined,
  }));

/** The floating buttons shown on a path, in their dock's order (see floatDock). */
function floatButtonsOn(pathname: string): FloatButtonKey[] {
  const shown: FloatButtonKey[] = [];
  if (!isGroupCallHidden(pathname)) shown.push('groupCall');
  if (!isDialButtonHidden(pathname)) shown.push('dial');
  return shown;
}

const SIDER_WIDTH = 208;
/** antd's Sider when collapsed. */
const SIDER_COLLAPSED_WIDTH = 80;

/** Keys of the side-menu groups that lead to the current path, so its group starts open. */
const ancestorKeys = (pathname: string) =>
  pathname
    .split('/')
    .filter(Boolean)
    .map((_s, i, all) => `/${all.slice(0, i + 1).join('/')}`);

/**
 * The frame of every signed-in screen. It follows the path only: a list's page, sort or search lives in
 * the query string, and re-rendering the header, menus and call widgets for each of them would cost every
 * page change of a table (the pages themselves still follow the whole location through the router).
 */
export default function MainLayout() {
  const { pathname } = useLocation();
  // useNavigate reads the route context, which every navigation renews: called in the frame, it would
  // re-render the frame for a query-string change after all. Its function itself is stable.
  const navigate = useNavigate();
  return <ShellFrame pathname={pathname} navigate={navigate} />;
}

/**
 * The call widgets and the feedback bridge: they follow the store, never the path, so a navigation does not
 * draw them again (at 4× CPU the frame's redraw of a menu click fell from ≈150 ms to ≈15 with these apart).
 */
const ShellLayers = memo(function ShellLayers() {
  return (
    <>
      <FeedbackBridge />
      <ListKitWarmUp />
      <SoftphoneLayer />
      <ChannelsLayer />
      <GroupCallLayer />
      <AssistantWindowLayer />
    </>
  );
});

const HeaderTools = memo(function HeaderTools() {
  return (
    <div style={styles.tools} data-testid="header-tools">
      <SoftphoneHeader />
      <UserMenu />
    </div>
  );
});

/** The header's areas; drawn again only when the area or the permissions change. */
const AreaMenu = memo(function AreaMenu({ area, go }: { area: string; go: (path: string) => void }) {
  const { t } = useTranslation(['shell', 'common']);
  const permissions = useAppSelector(selectPermissions);
  const items: MenuItems = useMemo(
    () => visibleAreas(permissions).map((key) => ({ key, label: t(`areas.${key}`) })),
    [permissions, t],
  );
  return (
    <Menu
      mode="horizontal"
      theme="dark"
      aria-label={t('common:appShortTitle')}
      items={items}
      selectedKeys={[area]}
      onClick={({ key }) => go(AREAS.find((a) => a.key === key)?.home ?? '/')}
      style={styles.areas}
    />
  );
});

/** Header areas, user menu, the area's side menu, the global call widgets and the page. */
const ShellFrame = memo(function ShellFrame({
  pathname,
  navigate,
}: {
  pathname: string;
  navigate: NavigateFunction;
}) {
  const { t } = useTranslation(['shell', 'common']);
  const dispatch = useAppDispatch();
  const permissions = useAppSelector(selectPermissions);
  const { data: current } = useUserInfoQuery();
  const [collapsed, setCollapsed] = useState(false);

  // The stored trees draw the menus at once; the server's answer refreshes them (and catches a dead token).
  useEffect(() => {
    if (current)
      dispatch(userRefreshed({ user: current.data.user, permissions: buildPermissions(current.data.menus) }));
  }, [current, dispatch]);

  // the page's code starts loading before the navigation; its first requests follow it (route-prefetch)
  const go = useCallback(
    (path: string) => {
      preloadPage(path);
      void navigate(path);
    },
    [navigate],
  );

  const area = areaOfPath(pathname);
  const sideItems = useMemo(() => toMenuItems(sideMenu(area, permissions)), [area, permissions]);
  // The groups leading to a new path open in the same render as the path (an effect would draw them
  // closed first and then animate them open); groups the user opened stay open.
  const [open, setOpen] = useState(() => ({ pathname, keys: ancestorKeys(pathname) }));
  if (open.pathname !== pathname)
    setOpen({ pathname, keys: [...new Set([...open.keys, ...ancestorKeys(pathname)])] });
  const setOpenKeys = (keys: string[]) => setOpen({ pathname, keys });

  const hasSider = sideItems.length > 0;
  const siderWidth = collapsed ? SIDER_COLLAPSED_WIDTH : SIDER_WIDTH;
  const shownKey = floatButtonsOn(pathname).join();
  const dock = useMemo(
    () =>
      floatDock(
        shownKey ? (shownKey.split(',') as FloatButtonKey[]) : [],
        hasSider ? { width: siderWidth } : null,
      ),
    [shownKey, hasSider, siderWidth],
  );

  return (
    <AntApp>
      <FloatDockProvider value={dock.place}>
        <ShellLayers />
      </FloatDockProvider>
      <FlowCanvasWarmUp area={area} />
      <Layout style={styles.root}>
        <Layout.Header style={styles.header}>
          <div style={styles.brand}>{t('common:appTitle')}</div>
          <AreaMenu area={area} go={go} />
          <HeaderTools />
        </Layout.Header>
        <Layout>
          {sideItems.length > 0 && (
            <Layout.Sider
              theme="light"
              width={SIDER_WIDTH}
              collapsedWidth={SIDER_COLLAPSED_WIDTH}
              collapsible
              collapsed={collapsed}
              onCollapse={setCollapsed}
              style={styles.sider}
            >
              <Menu
                mode="inline"
                items={sideItems}
                selectedKeys={[pathname]}
                openKeys={collapsed ? undefined : open.keys}
                onOpenChange={setOpenKeys}
                onClick={({ key }) => go(key)}
                style={{ paddingBottom: dock.menuRoom }}
              />
            </Layout.Sider>
          )}
          <Layout.Content style={{ ...styles.content, paddingRight: CONTENT_PADDING + dock.contentGutter }}>
            <ConnectionBanner />
            {/* SHELL-31: dense screens keep their columns; the panel scrolls sideways instead. */}
            <div style={styles.panel} data-testid="company-panel">
              <Suspense fallback={<PageFallback />}>
                <Outlet />
              </Suspense>
            </div>
          </Layout.Content>
        </Layout>
      </Layout>
    </AntApp>
  );
});
