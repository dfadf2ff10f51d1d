import { createAction } from '@reduxjs/toolkit';

/** AUTH-06..09: some call answered HTTP 401. The auth feature clears the session and asks once. */
export const sessionExpired = createAction('session/expired');
