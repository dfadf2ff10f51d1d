/** The built-in roles' ids (mocks/db/roles.ts), kept apart so the seed can name them without the table. */
export const ROLE_ADMIN = 1;
export const ROLE_AGENT = 2;
export const ROLE_AUTHOR = 3;
export const ROLE_SUPERVISOR = 4;
