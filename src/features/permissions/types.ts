import type { components } from '@/api/generated/schema';

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

export interface AreaDefinition {
  key: AreaKey;
  /** The first route segment of the area's pages ('' for the call-centre area, whose pages are top-level). */
  prefix: string;
  /** The area's entry path, which redirects to its home (SHELL-24..28). */
  path: string;
  /** The area's first page, where its header item leads straight away. */
  home: string;
}

export interface SideMenuItem {
  key: string;
  label: string;
  icon: string;
  children?: SideMenuItem[];
}
