/**
 * The floating buttons stacked at the window's bottom right (today's group calls above the dial pad's), each
 * placed by its distance from the window's bottom edge, and the room a page leaves below its content so that,
 * scrolled to its end, none of them lies over the content (the last rows' actions and figures of a list were
 * under them, out of reach).
 */
export const FLOAT_STACK = { insetInlineEnd: 32, dial: 96, groupCall: 160 } as const;

/** antd's FloatButton at its default size. */
const BUTTON_SIZE = 40;
const GAP = 16;

/**
 * The room to leave below the content for the buttons shown: each button's distance from the bottom, or false
 * where it is hidden.
 */
export function floatClearance(buttons: readonly (number | false)[]): number {
  const shown = buttons.filter((b) => b !== false);
  return shown.length === 0 ? 0 : Math.max(...shown) + BUTTON_SIZE + GAP;
}
