import type { AreaKey } from '@/store/permissions';

export type { AreaKey, MenuItem, MenuTrees, PermissionEntry, StoredPermissions } from '@/store/permissions';

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
