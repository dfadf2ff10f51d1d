import type { components } from './generated/schema';

/** The failure code of a save whose record someone else changed since it was loaded (VersionConflict). */
export const VERSION_CONFLICT: components['schemas']['VersionConflict']['code'] = 409;

/** Whether a query's error is a save refused as stale (the base query's failure envelope, code 409). */
export const isVersionConflict = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { status?: unknown }).status === 'ENVELOPE' &&
  (error as { code?: unknown }).code === VERSION_CONFLICT;
