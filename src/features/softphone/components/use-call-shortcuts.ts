import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectCall, softphoneCommands } from '../softphone.store';

/** Alt+A answers, Alt+H hangs up, Alt+M mutes: an agent's hands stay on the keyboard. */
export function useCallShortcuts() {
  const dispatch = useAppDispatch();
  const call = useAppSelector(selectCall);
  useEffect(() => {
    if (!call) return;
    const onKey = (e: KeyboardEvent) => {
      if (!e.altKey || e.ctrlKey || e.metaKey) return;
      const key = e.code;
      if (key === 'KeyA' && call.phase === 'incoming') dispatch(softphoneCommands.answer());
      else if (key === 'KeyH') dispatch(softphoneCommands.hangUp());
      else if (key === 'KeyM' && call.phase === 'talking') dispatch(softphoneCommands.toggleMute());
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [call, dispatch]);
}
