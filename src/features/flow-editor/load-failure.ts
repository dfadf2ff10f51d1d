/** The platform's code for an unknown script or plan id (openapi/paths/assistant.yaml, mocks/kit/not-found.ts). */
const UNKNOWN_OWNER = 1001;

/** Why a flow could not be loaded: its script or plan does not exist (no retry helps), or the call failed. */
export type LoadFailure = 'missing' | 'failed';

export const loadFailure = (error: unknown): LoadFailure =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNKNOWN_OWNER
    ? 'missing'
    : 'failed';
