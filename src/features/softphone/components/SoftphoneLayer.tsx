import { useEffect } from 'react';
import { useSaga } from '@/store/use-saga';
import { unlockAudio } from '@/lib/media/tones';
import { softphoneSaga } from '../softphone.saga';
import { DialPadModal } from './DialPadModal';
import { FloatingCallButton } from './FloatingCallButton';
import { IncomingCallModal } from './IncomingCallModal';
import { InCallModal } from './InCallModal';
import { useCallShortcuts } from './use-call-shortcuts';

/**
 * The softphone of a signed-in console: its saga lives as long as the layout (logout ends it, and with it
 * the registration), plus the floating dial button and the three call modals.
 */
export function SoftphoneLayer() {
  useSaga(softphoneSaga);
  // Browsers start audio only after a gesture: the first click unlocks the ring tones for later calls.
  useEffect(() => {
    window.addEventListener('pointerdown', unlockAudio, { once: true });
    return () => window.removeEventListener('pointerdown', unlockAudio);
  }, []);
  useCallShortcuts();
  return (
    <>
      <FloatingCallButton />
      <DialPadModal />
      <InCallModal />
      <IncomingCallModal />
    </>
  );
}
