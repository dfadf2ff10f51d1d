import { createContext, useContext, type CSSProperties } from 'react';

/**
 * Where the floating buttons (today's group calls, the dial pad) sit, and the room the frame keeps for them.
 *
 * They dock at the bottom of the side-menu column, above its collapse trigger: that column is mostly empty, so
 * no list, form or pager of the content ever lies under them at any scroll position, and dense tables keep
 * their whole width (a right gutter cost 88 px, which at 1280 px pushed the 1000 px panel into a sideways
 * scroll). The side menu keeps room at its end, so scrolled to it, its last items are clear of them. Without a
 * side menu (a screen of an area with none), they fall back to the window's bottom right over a gutter the
 * content leaves free; bottom room was not enough there, since a row passes under them while scrolling.
 */

/** antd's FloatButton at its default size. */
const BUTTON_SIZE = 40;
const GAP = 16;
/** antd's collapsible Sider: its trigger bar is fixed at the bottom of the column, this tall. */
const SIDER_TRIGGER_HEIGHT = 48;
/** Fallback without a side menu: the distance from the window's right edge. */
const INSET_END = 24;

export type FloatButtonKey = 'groupCall' | 'dial';
export type SiderState = { width: number } | null;

export interface FloatDock {
  /** Each shown button's position (position: fixed, set by antd's FloatButton). */
  place: Partial<Record<FloatButtonKey, CSSProperties>>;
  /** Room the side menu keeps at its end (beyond the trigger's). */
  menuRoom: number;
  /** Gutter the content keeps on its right when there is no side menu. */
  contentGutter: number;
}

/**
 * The dock for the buttons shown (in this order: group calls, then the dial pad) and the side menu's width (null
 * when the screen has none). An open menu holds them side by side; a collapsed one (narrower than two buttons)
 * stacks them, the dial pad's at the bottom as before.
 */
export function floatDock(shown: readonly FloatButtonKey[], sider: SiderState): FloatDock {
  if (shown.length === 0) return { place: {}, menuRoom: 0, contentGutter: 0 };
  const place: FloatDock['place'] = {};
  if (!sider) {
    // stacked at the bottom right, the dial pad lowest
    [...shown].reverse().forEach((key, i) => {
      place[key] = { insetInlineEnd: INSET_END, insetBlockEnd: GAP + i * (BUTTON_SIZE + GAP) };
    });
    return { place, menuRoom: 0, contentGutter: INSET_END + BUTTON_SIZE + GAP };
  }
  const bottom = SIDER_TRIGGER_HEIGHT + GAP;
  const rowWidth = shown.length * BUTTON_SIZE + (shown.length - 1) * GAP;
  if (rowWidth + 2 * GAP <= sider.width) {
    const start = Math.round((sider.width - rowWidth) / 2);
    shown.forEach((key, i) => {
      place[key] = {
        insetInlineStart: start + i * (BUTTON_SIZE + GAP),
        insetInlineEnd: 'auto',
        insetBlockEnd: bottom,
      };
    });
    return { place, menuRoom: BUTTON_SIZE + 2 * GAP, contentGutter: 0 };
  }
  const start = Math.round((sider.width - BUTTON_SIZE) / 2);
  [...shown].reverse().forEach((key, i) => {
    place[key] = {
      insetInlineStart: start,
      insetInlineEnd: 'auto',
      insetBlockEnd: bottom + i * (BUTTON_SIZE + GAP),
    };
  });
  return { place, menuRoom: shown.length * (BUTTON_SIZE + GAP) + GAP, contentGutter: 0 };
}

const FloatDockContext = createContext<FloatDock['place']>({});

/** The frame (MainLayout) gives each floating button its place; the buttons read it where they are drawn. */
export const FloatDockProvider = FloatDockContext.Provider;
export const useFloatPlace = (key: FloatButtonKey): CSSProperties | undefined =>
  useContext(FloatDockContext)[key];
