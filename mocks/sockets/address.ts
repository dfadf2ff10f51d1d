/** Where the demo's three socket channels listen (intercepted in the page, like the demo SIP server). */
export const DEMO_SOCKET_URLS = {
  callIn: 'wss://push.demo.local/call-in',
  dialPlate: 'wss://push.demo.local/dial-plate',
  notice: 'wss://push.demo.local/notice',
} as const;

export type DemoChannel = keyof typeof DEMO_SOCKET_URLS;
