import type { components } from '@/api/generated/schema';

/**
 * What the session keeps of the user's permission trees (AUTH-04). It lives with the session, below every feature:
 * the permissions feature builds and reads it, the session slice stores it.
 */
export type MenuItem = components['schemas']['MenuItem'];
export type MenuTrees = components['schemas']['MenuTrees'];
export type AreaKey = keyof MenuTrees;

/** SHELL-18: one entry of the stored permissions object. */
export interface PermissionEntry {
  menu: { name: string; all_childs: MenuItem[] };
  permission: { hasPremisson: boolean };
}

/** AUTH-04: kept in browser storage per username; one entry per header area. */
export type StoredPermissions = Partial<Record<AreaKey, PermissionEntry>>;
