/** The runtime configuration written by `config.js` before the bundle runs (see README). */
export interface ConsoleConfig {
  apiBase: string;
  mock: boolean;
  sockets: { callIn: string; dialPlate: string; notice: string };
  sip: { wssUrl: string; domain: string };
  gojsLicenseKey: string;
}

declare global {
  interface Window {
    __CONSOLE_CONFIG__?: Partial<ConsoleConfig>;
  }
}

const defaults: ConsoleConfig = {
  apiBase: '',
  mock: false,
  sockets: { callIn: '', dialPlate: '', notice: '' },
  sip: { wssUrl: '', domain: '' },
  gojsLicenseKey: '',
};

export function getConsoleConfig(): ConsoleConfig {
  const given = (typeof window !== 'undefined' && window.__CONSOLE_CONFIG__) || {};
  return {
    ...defaults,
    ...given,
    sockets: { ...defaults.sockets, ...given.sockets },
    sip: { ...defaults.sip, ...given.sip },
  };
}
