/** Spec section 9: an unanswered dial is given up after 30 s (CALL-07). */
export const DIAL_TIMEOUT_MS = 30_000;
/** How long going online waits for the SIP server before it names what failed. */
export const REGISTER_TIMEOUT_MS = 15_000;
/** How often a platform-placed call (explicit number) is asked where it stands. */
export const SERVER_CALL_POLL_MS = 2_000;
