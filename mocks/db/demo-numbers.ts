/**
 * What a dialed demo customer does, by the last digit of the number (documented in docs/demo.md, "Demo softphone").
 * The demo SIP server and the platform-placed (explicit-number) calls both follow this table.
 */
export type DemoOutcome = 'answer' | 'reject' | 'busy' | 'never' | 'answer-then-hangup' | 'unreachable';

export const DEMO_RING_MS = 2000;
/** How long a number ending in 4 talks before hanging up by itself. */
export const DEMO_TALK_MS = 8000;

const byLastDigit: Record<string, DemoOutcome> = {
  '1': 'reject',
  '2': 'busy',
  '3': 'never',
  '4': 'answer-then-hangup',
  '0': 'unreachable',
};

export const outcomeOf = (phone: string): DemoOutcome => byLastDigit[phone.slice(-1)] ?? 'answer';
