/** Names under which the session is kept in the browser (AUTH-01, AUTH-02, AUTH-04). */
export const TOKEN_COOKIE = 'token';
export const USER_COOKIE = 'userInfo';
export const USER_STORAGE_KEY = 'userInfo';
export const permissionsStorageKey = (username: string): string => `permissions_${username}`;
