import { useCallback, useRef, type ButtonHTMLAttributes, type Ref } from 'react';
import { plainButton } from '@/lib/plain-button';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> };

/**
 * The control that opens a header dropdown, looking like the header's text: a real button, so Tab reaches it,
 * Enter or Space opens the menu and the browser draws its focus ring.
 */
export function MenuButton({ style, ...props }: Props) {
  return <button type="button" aria-haspopup="menu" style={{ ...plainButton, ...style }} {...props} />;
}

/**
 * Pass `ref` to the MenuButton and `onOpenChange` to its Dropdown: a chosen item closes the menu with the focus
 * on that item, which then vanishes; the menu's control takes the focus back so the keyboard user keeps their place.
 */
export function useMenuFocusReturn() {
  const ref = useRef<HTMLButtonElement>(null);
  const onOpenChange = useCallback((open: boolean) => {
    if (open) return;
    // the menu puts the focus back on its active item after the click: take it once that has happened
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (!active || active === document.body || active.closest('[role="menu"]'))
          ref.current?.focus({ preventScroll: true });
      }),
    );
  }, []);
  return { ref, onOpenChange };
}
