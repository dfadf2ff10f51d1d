import { useEffect } from 'react';
import { useAppStore } from '@/app/hooks';
import type { DialPlateMessage } from '@/api/socket-messages';
import { getConsoleConfig } from '@/app/runtime-config';
import { dialPlateMessageReceived } from '@/features/channels';

declare global {
  interface Window {
    /** Demo builds only: hands a live call message to the store as the dial-plate channel would. */
    __assistantWindowDemo?: { receive(message: DialPlateMessage): void };
  }
}

/**
 * A stand-in for the demo dial-plate server's `window.__demoControl.dialPlate.send` until that lands, so
 * the assistant-burst bench can drive the window. Dead code outside demo builds (`__DEMO__` is a constant).
 */
export function useDemoDialPlate(): void {
  const store = useAppStore();
  useEffect(() => {
    if (!__DEMO__ || !getConsoleConfig().mock) return;
    window.__assistantWindowDemo = {
      receive: (message) => store.dispatch(dialPlateMessageReceived(message)),
    };
    return () => {
      delete window.__assistantWindowDemo;
    };
  }, [store]);
}
