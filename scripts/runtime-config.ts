import { DEMO_ADMIN_PHONE } from '../mocks/db/demo-admin-phone';
import { DEMO_SOCKET_URLS } from '../mocks/sockets/address';

/**
 * The one place that writes `config.js`, the runtime configuration loaded before the bundle.
 * Operators edit the deployed file; the build only decides whether the demo backend is on.
 */
export interface RuntimeConfigInput {
  mock: boolean;
  /** The channels' URLs of a connected deployment that knows them (the shared demo server). */
  sockets?: ConsoleSockets;
}

type ConsoleSockets = { callIn: string; dialPlate: string; notice: string };

/** The shared demo server's channels (mocks/server/sockets.ts) under `origin` (ws://host:port). */
export const demoServerSockets = (origin: string): ConsoleSockets => ({
  callIn: `${origin}/push/call-in`,
  dialPlate: `${origin}/push/dial-plate`,
  notice: `${origin}/push/notice`,
});

export function renderRuntimeConfig({ mock, sockets }: RuntimeConfigInput): string {
  const config = {
    apiBase: '',
    mock,
    demoServer: !mock && !!sockets,
    // The demo's channels are intercepted in the page; a connected deployment fills in its own.
    sockets: mock ? { ...DEMO_SOCKET_URLS } : (sockets ?? { callIn: '', dialPlate: '', notice: '' }),
    sip: { wssUrl: '', domain: '' },
    gojsLicenseKey: '',
    // PLAN-18: the demo lists its admin, so the custom rule shows open to a user without assistant_custom
    customRulePhones: mock ? [DEMO_ADMIN_PHONE] : [],
  };
  return `// Runtime configuration of the console: edit per environment, no rebuild needed.\nwindow.__CONSOLE_CONFIG__ = ${JSON.stringify(config, null, 2)};\n`;
}
