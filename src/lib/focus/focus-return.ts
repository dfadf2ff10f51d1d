import { useCallback, useRef, type FocusEvent } from 'react';

/** The element that has the keyboard focus, if it is a real control (not the page itself). */
export function focusedControl(): HTMLElement | null {
  const el = document.activeElement;
  return el instanceof HTMLElement && el !== document.body ? el : null;
}

const shown = (el: Element | null | undefined) => !!el?.isConnected && el.getClientRects().length > 0;

/** No control has the focus, or the one that has it is no longer shown (its dialog closed around it). */
function focusLost() {
  const el = document.activeElement;
  return !el || el === document.body || !shown(el);
}

/**
 * Gives the focus back to `opener` once a dialog or overlay has closed, unless the focus already went
 * somewhere on purpose: a dialog that unmounts when it closes drops the focus on the page, and a keyboard user
 * would have to find their place again from the top. `fallback` is where to go when the opener is no longer
 * shown by then (it sat in a dialog that has closed since).
 */
export function returnFocus(opener: HTMLElement | null, fallback?: () => HTMLElement | null) {
  if (!opener && !fallback) return;
  // the closed dialog leaves the DOM in this commit: look once the frame has settled
  requestAnimationFrame(() => {
    if (!focusLost()) return;
    // a hidden opener cannot take the focus (jsdom shows nothing: there the opener is kept when no fallback)
    const target = opener?.isConnected && (shown(opener) || !fallback) ? opener : (fallback?.() ?? null);
    if (target?.isConnected) target.focus({ preventScroll: true });
  });
}

/**
 * For overlays that open by themselves (a call's modal, the assistant window): no control opened them, so the
 * place to go back to is where the focus was when it first entered the overlay. Put `onFocusCapture` on the
 * overlay's root and call `restore` once it has closed. `fallback` is where to go when that place is gone by
 * then (it was in a dialog that has closed since, like the dial pad a call was dialled from: hidden, not
 * removed).
 */
export function useOverlayFocusReturn(fallback?: () => HTMLElement | null) {
  const opener = useRef<HTMLElement | null>(null);
  const onFocusCapture = useCallback((e: FocusEvent<HTMLElement>) => {
    const from = e.relatedTarget;
    if (from instanceof HTMLElement && !e.currentTarget.contains(from)) opener.current = from;
  }, []);
  const restore = useCallback(() => {
    returnFocus(opener.current, fallback);
    opener.current = null;
  }, [fallback]);
  return { onFocusCapture, restore };
}
