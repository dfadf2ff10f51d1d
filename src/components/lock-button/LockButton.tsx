import { Button, type ButtonProps } from 'antd';
import { useLock } from './use-lock';

export type LockButtonProps = ButtonProps;

/** CALL-26: a Button that calls onClick, then stays disabled for LOCK_MS so a double click acts once. */
export function LockButton({ onClick, disabled, ...rest }: LockButtonProps) {
  const { locked, run } = useLock(onClick);
  return <Button {...rest} disabled={disabled || locked} onClick={run} />;
}
