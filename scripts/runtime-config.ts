import { DEMO_ADMIN_PHONE } from '../mocks/db/demo-admin-phone';
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
    // PLAN-18: the demo lists its admin, so the custom rule shows open to a user without assistant_custom
    customRulePhones: mock ? [DEMO_ADMIN_PHONE] : [],
  };
  return `// Runtime configuration of the console: edit per environment, no rebuild needed.\nwindow.__CONSOLE_CONFIG__ = ${JSON.stringify(config, null, 2)};\n`;
}
