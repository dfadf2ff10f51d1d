import { useAppSelector } from '@/store/hooks';
import { isPathPermitted } from '@/features/permissions';
import { selectPermissions } from '@/store/session.slice';

/**
 * May the signed-in user do what a permission entry grants? `key` is its route key ('client/remove'): actions are
 * type 1 entries of the role's trees, so a right comes from the role, never from who the user is.
 */
export const useRight = (key: string): boolean =>
  isPathPermitted(`/${key}`, useAppSelector(selectPermissions));
