import { useCallback, useRef } from 'react';

/**
 * A drawer that is rendered before it opens (forceRender, or one that stays mounted) may miss antd's autofocus,
 * which runs while the panel is still hidden: the focus then stays behind it and Esc does not reach it. Spread
 * the result into the Drawer's props (or DrawerForm's drawerProps) to move the focus into it once it is shown.
 */
export function useDrawerFocus(afterOpenChange?: (open: boolean) => void) {
  const panelRef = useRef<HTMLDivElement>(null);
  const onOpenChange = useCallback(
    (open: boolean) => {
      const panel = panelRef.current;
      // the panel itself may not take focus: its focusable frame (the one listening for Esc) does
      const target = panel?.closest<HTMLElement>('[tabindex]');
      if (open && target && !target.contains(document.activeElement)) target.focus({ preventScroll: true });
      afterOpenChange?.(open);
    },
    [afterOpenChange],
  );
  return { panelRef, afterOpenChange: onOpenChange };
}
