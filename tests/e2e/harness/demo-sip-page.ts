/**
 * Browser entry of the demo-sip journey: the demo SIP server (MSW WebSocket interception) and JsSIP in one
 * plain page, so real WebRTC and the far end's synthesized voice are checked without the console's UI.
 */
import JsSIP from 'jssip';
import { setupWorker } from 'msw/browser';
import {
  DEMO_SIP_DOMAIN,
  DEMO_SIP_URL,
  hangUpDemoCall,
  placeIncomingCall,
  sipHandlers,
} from '../../../mocks/sip';

declare global {
  interface Window {
    demoSip: typeof harness;
  }
}

const harness = {
  JsSIP,
  DEMO_SIP_URL,
  DEMO_SIP_DOMAIN,
  placeIncomingCall,
  hangUpDemoCall,
  start: () =>
    setupWorker(...sipHandlers).start({
      quiet: true,
      onUnhandledRequest: 'bypass',
      serviceWorker: { url: '/mockServiceWorker.js' },
    }),
};

window.demoSip = harness;
