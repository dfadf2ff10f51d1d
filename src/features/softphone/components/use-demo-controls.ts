import { getConsoleConfig } from '@/app/runtime-config';
import { demoBackend } from '@/lib/demo-backend';

/** The demo's "simulated incoming call" control: only with the built-in demo backend on. */
export function useDemoIncomingCall(): (() => void) | null {
  const demo = demoBackend && getConsoleConfig().mock ? demoBackend : null;
  return demo ? () => void demo.placeIncomingCall() : null;
}
