import { AREAS, DEFAULT_PERMITTED, OWN_ACCOUNT_PATHS } from './areas';
import type { AreaKey, MenuItem, MenuTrees, SideMenuItem, StoredPermissions } from './types';

/** Turns the server's menu trees into the stored permissions object (AUTH-04, SHELL-08, SHELL-18). */
export function buildPermissions(menus: MenuTrees): StoredPermissions {
  const result: StoredPermissions = {};
  for (const { key } of AREAS) {
    const items = menus[key] ?? [];
    result[key] = { menu: { name: key, all_childs: items }, permission: { hasPremisson: items.length > 0 } };
  }
  return result;
}

const joinKey = (...parts: string[]) => parts.filter(Boolean).join('/');

const indexCache = new WeakMap<StoredPermissions, Map<string, boolean>>();

/** Route key ('client/index') → effective permission, with SHELL-19 inheritance from the parent. */
export function permissionIndex(perms: StoredPermissions): Map<string, boolean> {
  const cached = indexCache.get(perms);
  if (cached) return cached;
  const index = new Map<string, boolean>();
  const walk = (items: MenuItem[], parentKey: string, inherited: boolean) => {
    for (const item of items) {
      const key = joinKey(parentKey, item.name);
      const allowed = item.permission?.hasPremisson ?? inherited;
      index.set(key, allowed);
      walk(item.all_childs ?? [], key, allowed);
    }
  };
  for (const { key, prefix } of AREAS) {
    const entry = perms[key];
    if (!entry) continue;
    if (prefix) index.set(prefix, entry.permission.hasPremisson);
    walk(entry.menu.all_childs, prefix, entry.permission.hasPremisson);
  }
  indexCache.set(perms, index);
  return index;
}

/**
 * SHELL-13..17: may the user open this path?
 * Default-permitted top-level names pass; otherwise the path's own entry decides, else its nearest
 * ancestor's; a path with no entry at all is not permitted.
 */
export function isPathPermitted(pathname: string, perms: StoredPermissions | null | undefined): boolean {
  const segments = pathname.split('?')[0]!.split('/').filter(Boolean);
  const top = segments[0];
  if (top === undefined) return true;
  if ((DEFAULT_PERMITTED as readonly string[]).includes(top)) return true;
  if (!perms) return false;
  if ((OWN_ACCOUNT_PATHS as readonly string[]).includes(`/${segments.join('/')}`)) return true;
  const index = permissionIndex(perms);
  for (let n = segments.length; n >= 1; n--) {
    const allowed = index.get(segments.slice(0, n).join('/'));
    if (allowed !== undefined) return allowed;
  }
  return false;
}

export const UNAUTHORIZED_PATH = '/403';

export type RouteAccess = { kind: 'allow' } | { kind: 'redirect'; to: string };

/** SHELL-20/21: open the route, else its company_router variant when that is permitted, else the unauthorized page. */
export function resolveRouteAccess(
  pathname: string,
  perms: StoredPermissions | null | undefined,
  companyRouter?: string,
): RouteAccess {
  if (isPathPermitted(pathname, perms)) return { kind: 'allow' };
  if (companyRouter && isPathPermitted(companyRouter, perms)) return { kind: 'redirect', to: companyRouter };
  return { kind: 'redirect', to: UNAUTHORIZED_PATH };
}

/** SHELL-09: header areas whose stored menu is non-empty, in header order. */
export function visibleAreas(perms: StoredPermissions | null | undefined): AreaKey[] {
  return AREAS.filter((a) => (perms?.[a.key]?.menu.all_childs.length ?? 0) > 0).map((a) => a.key);
}

/** SHELL-08/10: the side menu of one area; type 1 items and items the user may not open are left out. */
export function sideMenu(area: AreaKey, perms: StoredPermissions | null | undefined): SideMenuItem[] {
  const entry = perms?.[area];
  if (!entry) return [];
  const prefix = AREAS.find((a) => a.key === area)?.prefix ?? '';
  const toItems = (items: MenuItem[], parentKey: string, inherited: boolean): SideMenuItem[] =>
    items.flatMap((item) => {
      const key = joinKey(parentKey, item.name);
      const allowed = item.permission?.hasPremisson ?? inherited;
      if (item.type === 1 || !allowed) return [];
      const children = toItems(item.all_childs ?? [], key, allowed);
      const menuItem: SideMenuItem = { key: `/${key}`, label: item.display_name, icon: item.icon_type };
      return [children.length ? { ...menuItem, children } : menuItem];
    });
  return toItems(entry.menu.all_childs, prefix, entry.permission.hasPremisson);
}
