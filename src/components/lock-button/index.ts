export { LockButton, type LockButtonProps } from './LockButton';
export { LOCK_MS, useLock, type Lock } from './use-lock';
