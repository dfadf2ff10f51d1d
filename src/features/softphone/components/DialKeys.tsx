import { Button } from 'antd';

export const DIAL_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'] as const;

/** CALL-03: the twelve keys of a phone, used by the dial pad and by the in-call DTMF keypad. */
export function DialKeys({ onKey, disabled }: { onKey: (key: string) => void; disabled?: boolean }) {
  return (
    <div data-testid="dial-keys" style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 8 }}>
      {DIAL_KEYS.map((k) => (
        <Button key={k} size="large" disabled={disabled} onClick={() => onKey(k)}>
          {k}
        </Button>
      ))}
    </div>
  );
}
