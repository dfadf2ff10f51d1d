import type { AreaDefinition, AreaKey } from './types';

/** SHELL-04..08: the four header areas in header order, each driven by one permission tree. */
export const AREAS: readonly AreaDefinition[] = [
  { key: 'sip', prefix: '', path: '/home', home: '/home/index' },
  { key: 'quality', prefix: 'monitor', path: '/monitor', home: '/monitor/call/monitor_plane' },
  { key: 'ai', prefix: 'voice', path: '/voice', home: '/voice/taskCenter' },
  { key: 'assistant', prefix: 'assistant', path: '/assistant', home: '/assistant/speech' },
];

/** SHELL-14: top-level names every signed-in user may open. */
export const DEFAULT_PERMITTED = ['home', 'voice', 'monitor', 'dashboard'] as const;

/**
 * The signed-in user's own account pages, which the user menu offers everyone (SHELL-30): open to any role,
 * whatever its system-settings grants (a role without them could otherwise not change its own password).
 */
export const OWN_ACCOUNT_PATHS = ['/system/personal', '/system/modifyPaw'] as const;

/** The area whose header item is active and whose tree fills the side menu for a path. */
export function areaOfPath(pathname: string): AreaKey {
  const top = pathname.split('/').filter(Boolean)[0] ?? '';
  return AREAS.find((a) => a.prefix && a.prefix === top)?.key ?? 'sip';
}
