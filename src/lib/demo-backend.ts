/**
 * The bridge to the demo backend in mocks/. `__DEMO__` is a build constant, so in a connected build
 * both branches below are dead code and webpack bundles no mock module at all.
 */
export interface DemoBackend {
  start(): Promise<void>;
  reset(): Promise<void>;
  /** A simulated customer calls the agent's softphone (the demo SIP server). */
  placeIncomingCall(): Promise<unknown>;
  /** The notification channel brings `username` a follow-up reminder. */
  sendNotice(username: string): Promise<void>;
}

export const demoBackend: DemoBackend | null = __DEMO__
  ? {
      start: () =>
        import(/* webpackChunkName: "demo-backend" */ '@mocks/browser').then((m) => m.startDemoBackend()),
      reset: () =>
        import(/* webpackChunkName: "demo-backend" */ '@mocks/browser').then((m) => m.resetDemoData()),
      placeIncomingCall: () =>
        import(/* webpackChunkName: "demo-backend" */ '@mocks/browser').then((m) => m.placeIncomingCall()),
      sendNotice: (username) =>
        import(/* webpackChunkName: "demo-backend" */ '@mocks/browser').then((m) =>
          m.demoSockets.sendNotice(username),
        ),
    }
  : null;
