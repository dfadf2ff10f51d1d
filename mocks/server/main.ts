import { startServer } from './start';

/**
 * `npm run server`: the shared demo backend. Environment:
 *  - SERVER_PORT (8090) and SERVER_HOST (127.0.0.1; 0.0.0.0 lets phones on the network in);
 *  - DEMO_DB: the SQLite file (.demo-data/console.sqlite, git-ignored), kept across restarts;
 *  - CONSOLE_ORIGINS: the console's origins, comma-separated, allowed with credentials (others are refused);
 *  - DEMO_TICK_MS: how often the company's clock drives the simulations (15000; company-clock.ts).
 */
const env = process.env;
const origins = (env.CONSOLE_ORIGINS ?? 'http://localhost:8080,http://127.0.0.1:8080')
  .split(',')
  .map((o) => o.trim())
  .filter(Boolean);

void startServer({
  port: Number(env.SERVER_PORT ?? 8090),
  host: env.SERVER_HOST ?? '127.0.0.1',
  dbFile: env.DEMO_DB ?? '.demo-data/console.sqlite',
  origins,
  tickMs: env.DEMO_TICK_MS ? Number(env.DEMO_TICK_MS) : undefined,
}).then((server) => {
  // read by tests and by the start script: keep its shape
  console.log(`demo server listening on ${server.url}`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
});
