import { coreResources } from './resources-core';
import { signedInResources } from './resources-signed-in';

export const defaultNS = 'common';

/** Every namespace, for the key types and the tests. The app loads them in two parts. */
export const resources = {
  'zh-CN': { ...coreResources, ...signedInResources },
} as const;
