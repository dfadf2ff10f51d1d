import { useAppSelector } from '@/store/hooks';
import { selectSoftphone } from '@/features/softphone';
import type { ExtensionState } from './api';

/** The signed-in agent's extension state as their own softphone knows it (not the server's simulation). */
export function useOwnExtensionState(): ExtensionState {
  const { registered, call } = useAppSelector(selectSoftphone);
  if (!registered) return 'unregistered';
  return call ? 'talking' : 'registered';
}
