import { useAppSelector } from '@/store/hooks';
import { getConsoleConfig } from '@/lib/runtime-config';
import { selectUser } from '@/features/auth';
import { demoBackend } from '@/lib/demo-backend';

/** The demo's "simulated incoming call" and "simulated notice" controls: only with the built-in demo backend on. */
export function useDemoControls(): { incomingCall(): void; notice(): void } | null {
  const username = useAppSelector(selectUser)?.username ?? '';
  const demo = demoBackend && getConsoleConfig().mock ? demoBackend : null;
  if (!demo) return null;
  return {
    incomingCall: () => void demo.placeIncomingCall(),
    notice: () => void demo.sendNotice(username),
  };
}
