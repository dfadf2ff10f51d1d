import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { setDurableFiles } from '../db/contract-files';
import { setPersistence } from '../db/db';
import { warmDemoData } from '../db/warm-up';
import { robotWarmUpBuilds } from '../db/stats-robot-calls';
import { createApp } from './app';
import { demoRoutes } from './demo-routes';
import { startCompanyClock } from './company-clock';
import { attachSockets } from './sockets';
import { sqlitePersistence } from './sqlite-persistence';

export interface ServerOptions {
  port: number;
  host: string;
  /** The SQLite file of the company's data (created with its folder when missing). */
  dbFile: string;
  origins: readonly string[];
  /** How often the company's clock does what the time owes (company-clock.ts). */
  tickMs?: number;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

// The warm-up (db/warm-up.ts) builds the seeded tables in the browser's idle periods; the server has no other
// work before its first request, so each step runs on the next turn of the event loop.
globalThis.requestIdleCallback ??= (run: IdleRequestCallback) => {
  setImmediate(() => run({ didTimeout: false, timeRemaining: () => 20 }));
  return 0;
};

/** The demo backend as one server process for the whole company: its data in SQLite, answered over HTTP. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const persistence = sqlitePersistence(options.dbFile);
  setPersistence(persistence);
  setDurableFiles(persistence.files);
  const app = createApp({ origins: options.origins, demoRoutes });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: options.port, hostname: options.host }, () => resolve(s));
  });
  const sockets = attachSockets(server as Server, options.origins);
  // the simulations start on the built data: their first tick would otherwise build it in one go
  let clock: { stop(): void } | undefined;
  let closed = false;
  void warmDemoData(robotWarmUpBuilds).then(() => {
    if (!closed) clock = startCompanyClock({ tickMs: options.tickMs });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        closed = true;
        clock?.stop();
        sockets.close();
        server.close(() => {
          // a save still queued (db.commit waits a microtask) is written before the file closes
          queueMicrotask(() => {
            setDurableFiles(undefined);
            persistence.close();
            resolve();
          });
        });
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      }),
  };
}
