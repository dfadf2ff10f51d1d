import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getResponse } from 'msw';
import { handlers } from '../handlers';
import {
  MAX_BODY_BYTES as MAX_BODY,
  refuseUnreadableBody,
  serverFault,
  tooLarge,
  unknownPath,
} from './boundary';
import { consoleCors } from './cors';
import { publicOrigin, withAbsoluteFileUrls } from './file-urls';

export interface AppOptions {
  /** The console's origins, allowed with credentials (CONSOLE_ORIGINS). */
  origins: readonly string[];
  /** Demo-only routes beside the platform's API (the shared reset, the softphone's demo events). */
  demoRoutes?: (app: Hono) => void;
  /** Where a fault of the server is told (never to the caller). */
  log?: (message: string, error: unknown) => void;
}

/**
 * The demo backend over HTTP: every /api call and demo file answered by the same MSW handlers as in the page
 * and in Jest (msw's getResponse), the contract's request checks included, behind the boundary a real server
 * keeps (origins, body size, body types, unknown paths, faults answered with the spec's envelope).
 */
export function createApp({ origins, demoRoutes, log = console.error }: AppOptions): Hono {
  const app = new Hono();
  app.use(consoleCors(origins));
  app.use(bodyLimit({ maxSize: MAX_BODY, onError: () => tooLarge() }));

  const answer = async (request: Request) => (await getResponse(handlers, request)) ?? unknownPath();
  app.post(
    '/api/*',
    async (c) =>
      (await refuseUnreadableBody(c.req.raw)) ??
      withAbsoluteFileUrls(await answer(c.req.raw), publicOrigin(c.req.raw)),
  );
  // contract PDFs and recordings (with range requests), linked from API answers
  app.get('/demo-files/*', (c) => answer(c.req.raw));
  demoRoutes?.(app);

  app.notFound(() => unknownPath());
  app.onError((error) => {
    log('request failed', error);
    return serverFault();
  });
  return app;
}
