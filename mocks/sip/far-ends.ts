import { DEMO_RING_MS, DEMO_TALK_MS, type DemoOutcome, outcomeOf } from '../db/demo-numbers';

/**
 * What a dialed demo customer's phone does in SIP, for each outcome of the number table in
 * mocks/db/demo-numbers.ts (docs/demo.md, "Demo softphone", documents both; a test keeps them in step).
 */
export type FarEndOutcome =
  /** Sends this final failure response (after ringing, if it rings). */
  | { kind: 'fail'; status: number; reason: string }
  /** Answers with 200 OK; with `hangUpAfterMs`, sends BYE that long after the answer. */
  | { kind: 'answer'; hangUpAfterMs?: number }
  /** Rings until the caller cancels. */
  | { kind: 'ring-forever' };

export interface FarEnd {
  /** How long 180 Ringing lasts before the outcome; 0 = the outcome comes at once, without 180. */
  ringMs: number;
  outcome: FarEndOutcome;
}

export const FAR_ENDS: Readonly<Record<DemoOutcome, FarEnd>> = {
  reject: { ringMs: DEMO_RING_MS, outcome: { kind: 'fail', status: 603, reason: 'Decline' } },
  busy: { ringMs: 0, outcome: { kind: 'fail', status: 486, reason: 'Busy Here' } },
  never: { ringMs: Infinity, outcome: { kind: 'ring-forever' } },
  'answer-then-hangup': { ringMs: DEMO_RING_MS, outcome: { kind: 'answer', hangUpAfterMs: DEMO_TALK_MS } },
  unreachable: { ringMs: 0, outcome: { kind: 'fail', status: 480, reason: 'Temporarily Unavailable' } },
  answer: { ringMs: DEMO_RING_MS, outcome: { kind: 'answer' } },
};

/** The far end behind a dialed number (the request-URI user part). */
export const farEndFor = (dialed: string): FarEnd => FAR_ENDS[outcomeOf(dialed)];
