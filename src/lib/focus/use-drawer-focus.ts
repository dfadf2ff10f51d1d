import { useEffect, useRef } from 'react';

/**
 * A drawer that is rendered before it opens (forceRender, or one that stays mounted) may miss antd's autofocus,
 * which runs while the panel is still hidden: the focus then stays behind it and Esc does not reach it. Spread
 * the result into the Drawer's props (or DrawerForm's drawerProps): from the first frame the panel is shown
 * (not when its slide-in ends, so an Esc pressed at once already closes it) the focus moves into it.
 */
export function useDrawerFocus(open: boolean) {
  const panelRef = useRef<HTMLDivElement>(null);
  // a drawer open from the start (the flow editor's details) does not take the focus from the page
  const wasOpen = useRef(open);
  useEffect(() => {
    const opened = open && !wasOpen.current;
    wasOpen.current = open;
    if (!opened) return;
    let frame = requestAnimationFrame(function focusOnceShown() {
      // the panel itself may not take focus: its focusable frame (the one listening for Esc) does
      const target = panelRef.current?.closest<HTMLElement>('[tabindex]');
      if (target?.contains(document.activeElement)) return;
      if (!target || target.getClientRects().length === 0) frame = requestAnimationFrame(focusOnceShown);
      else target.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [open]);
  return { panelRef };
}
