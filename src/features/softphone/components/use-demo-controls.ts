import { useAppSelector } from '@/store/hooks';
import { getConsoleConfig } from '@/lib/runtime-config';
import { pushDemoIncomingCall } from '@/lib/demo-server';
import { selectUser } from '@/features/auth';
import { demoBackend } from '@/lib/demo-backend';

export interface DemoControls {
  incomingCall(): void;
  /** only in the page: on the shared server a notice comes from 坐席监控's 发送通知, to any agent */
  notice?(): void;
}

/**
 * The demo's "simulated incoming call" and "simulated notice" controls: with the built-in demo backend, a ringing
 * SIP call and a notice; on the shared demo server, the incoming-call push (there is no SIP far end to ring).
 */
export function useDemoControls(): DemoControls | null {
  const username = useAppSelector(selectUser)?.username ?? '';
  const config = getConsoleConfig();
  if (demoBackend && config.mock) {
    const demo = demoBackend;
    return {
      incomingCall: () => void demo.placeIncomingCall(),
      notice: () => void demo.sendNotice(username),
    };
  }
  return config.demoServer ? { incomingCall: () => void pushDemoIncomingCall() } : null;
}
