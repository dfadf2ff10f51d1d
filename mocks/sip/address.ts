/** Where the demo SIP server listens (intercepted in the page; 7443 is the spec's softphone port). */
export const DEMO_SIP_URL = 'wss://sip.demo.local:7443';
export const DEMO_SIP_DOMAIN = 'sip.demo.local';
