export { AREAS, DEFAULT_PERMITTED, areaOfPath } from './areas';
export {
  UNAUTHORIZED_PATH,
  buildPermissions,
  isPathPermitted,
  permissionIndex,
  resolveRouteAccess,
  sideMenu,
  visibleAreas,
} from './rules';
export type { RouteAccess } from './rules';
export type { AreaKey, MenuItem, MenuTrees, PermissionEntry, SideMenuItem, StoredPermissions } from './types';
