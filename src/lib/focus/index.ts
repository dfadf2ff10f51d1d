export { focusedControl, returnFocus, useOverlayFocusReturn } from './focus-return';
export { useDrawerFocus } from './use-drawer-focus';
