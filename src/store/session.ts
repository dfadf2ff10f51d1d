import type { components } from '@/api/generated/schema';
import { cookies } from '@/lib/cookies';
import { permissionsStorageKey, TOKEN_COOKIE, USER_COOKIE, USER_STORAGE_KEY } from '@/lib/session-keys';
import { storage } from '@/lib/storage';
import type { StoredPermissions } from './permissions';

export type UserInfo = components['schemas']['UserInfo'];

export interface Session {
  token: string | null;
  user: UserInfo | null;
  permissions: StoredPermissions | null;
}

/** Reads what a previous visit left: token and user cookies, user and permissions in storage. */
export function loadSession(): Session {
  const token = cookies.get(TOKEN_COOKIE) ?? null;
  const user = cookies.getJson<UserInfo>(USER_COOKIE) ?? storage.get<UserInfo>(USER_STORAGE_KEY) ?? null;
  const permissions = user
    ? (storage.get<StoredPermissions>(permissionsStorageKey(user.username)) ?? null)
    : null;
  return { token, user, permissions };
}

export function saveSession({ token, user, permissions }: Session): void {
  if (token) cookies.set(TOKEN_COOKIE, token);
  if (user) {
    // The cookie carries what the softphone and other tabs need at start; storage keeps the full copy.
    cookies.setJson(USER_COOKIE, user);
    storage.set(USER_STORAGE_KEY, user);
    if (permissions) storage.set(permissionsStorageKey(user.username), permissions);
  }
}

/** AUTH-06: token cookie, user-info cookie and the stored permissions go. */
export function clearSession(): void {
  const user = cookies.getJson<UserInfo>(USER_COOKIE) ?? storage.get<UserInfo>(USER_STORAGE_KEY);
  if (user) storage.remove(permissionsStorageKey(user.username));
  cookies.remove(TOKEN_COOKIE);
  cookies.remove(USER_COOKIE);
  storage.remove(USER_STORAGE_KEY);
}
