/** The runtime configuration written by `config.js` before the bundle runs (docs/deployment.md). */
export interface ConsoleConfig {
  apiBase: string;
  mock: boolean;
  /** The backend is the shared demo server (`npm start`): the user menu offers its company-wide reset. */
  demoServer: boolean;
  sockets: { callIn: string; dialPlate: string; notice: string };
  sip: { wssUrl: string; domain: string };
  gojsLicenseKey: string;
  /** PLAN-18: phones whose users may always choose the assistant's custom rule (the spec keeps the list). */
  customRulePhones: string[];
}

declare global {
  interface Window {
    __CONSOLE_CONFIG__?: Partial<ConsoleConfig>;
  }
}

const defaults: ConsoleConfig = {
  apiBase: '',
  mock: false,
  demoServer: false,
  sockets: { callIn: '', dialPlate: '', notice: '' },
  sip: { wssUrl: '', domain: '' },
  gojsLicenseKey: '',
  customRulePhones: [],
};

export function getConsoleConfig(): ConsoleConfig {
  const given = (typeof window !== 'undefined' && window.__CONSOLE_CONFIG__) || {};
  return {
    ...defaults,
    ...given,
    sockets: { ...defaults.sockets, ...given.sockets },
    sip: { ...defaults.sip, ...given.sip },
    // an operator's typo (a lone number, a string) grants nobody rather than breaking the plan form
    customRulePhones: Array.isArray(given.customRulePhones)
      ? given.customRulePhones.map((p) => String(p).trim()).filter(Boolean)
      : [],
  };
}
