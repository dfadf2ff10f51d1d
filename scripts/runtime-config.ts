import { DEMO_SOCKET_URLS } from '../mocks/sockets/address';

/**
 * The one place that writes `config.js`, the runtime configuration loaded before the bundle.
 * Operators edit the deployed file; the build only decides whether the demo backend is on.
 */
export interface RuntimeConfigInput {
  mock: boolean;
}

export function renderRuntimeConfig({ mock }: RuntimeConfigInput): string {
  const config = {
    apiBase: '',
    mock,
    // The demo's channels are intercepted in the page; a connected deployment fills in its own.
    sockets: mock ? { ...DEMO_SOCKET_URLS } : { callIn: '', dialPlate: '', notice: '' },
    sip: { wssUrl: '', domain: '' },
    gojsLicenseKey: '',
  };
  return `// Runtime configuration of the console: edit per environment, no rebuild needed.\nwindow.__CONSOLE_CONFIG__ = ${JSON.stringify(config, null, 2)};\n`;
}
