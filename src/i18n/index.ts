import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { coreResources } from './resources-core';

const defaultNS = 'common';

/**
 * Initialises one i18next instance for the app (and one per test run); every UI string comes from zh-CN.
 * The signed-in namespaces arrive with the shell chunk (./signed-in.ts).
 */
export function initI18n(instance: I18n = i18next): I18n {
  if (!instance.isInitialized) {
    void instance.use(initReactI18next).init({
      lng: 'zh-CN',
      fallbackLng: 'zh-CN',
      resources: { 'zh-CN': coreResources },
      defaultNS,
      ns: Object.keys(coreResources),
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
  }
  return instance;
}

export const i18n = initI18n();
export const t = i18n.t.bind(i18n);
