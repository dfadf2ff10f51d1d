export type { AudioDevices, EndCause, SipAccount, SipClient, SipEvent } from './types';

/** jssip arrives in its own chunk when the softphone first starts. */
export const loadSipClient = () =>
  import(/* webpackChunkName: "jssip" */ './jssip-client').then((m) => m.createJsSipClient());
