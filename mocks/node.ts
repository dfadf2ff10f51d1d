import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The demo backend for Jest: the same handlers as the browser. */
export const server = setupServer(...handlers);
