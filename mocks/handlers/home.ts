import { authed, ok } from './http';

export const homeHandlers = [authed('home/statistics', ({ user }) => ok(user.stats))];
