/**
 * The stacking order of the console's floating call widgets (antd's modals, drawers and messages start at
 * 1000). During a call the agent works in the assistant window, so it sits above dialogs; the call's own
 * controls (dial pad, answer, hang up) and the caller's details sit above it, so they are never covered.
 */
export const LAYERS = {
  assistantWindow: 1010,
  assistantPopup: 1020,
  callControls: 1030,
  callerPopup: 1040,
} as const;

/** antd Modal props that keep the rest of the page usable: no mask, and the wrapper lets clicks through. */
export const nonBlockingModal = {
  mask: false,
  styles: { wrapper: { pointerEvents: 'none' as const } },
} as const;

/**
 * The floating call buttons sit at the bottom right (dial 96 px up, group call 160 px, 40 px each). Bottom-right
 * notices start above them: a notice the agent has not closed yet must never cover the dial button.
 */
export const ABOVE_FLOAT_BUTTONS = 216;
