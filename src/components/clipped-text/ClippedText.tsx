import type { CSSProperties, ReactNode } from 'react';

/** One line, cut with an ellipsis where it overflows. */
export const CLIPPED_STYLE = { overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' } as const;

const BLOCK: CSSProperties = { ...CLIPPED_STYLE, display: 'block' };

export interface ClippedTextProps {
  /** The whole text, shown on hover and read by assistive technology when the line is cut. */
  title: string;
  children?: ReactNode;
  style?: CSSProperties;
}

/**
 * A line of text cut to its box, with the whole text as its title: what a list's cells and side panels need.
 * antd's `Typography ellipsis` with a tooltip measures every instance (a resize observer, a measuring render, a
 * tooltip) and draws it a second time; in a table of answers or a panel of groups that was most of the screen's
 * first draw.
 */
export function ClippedText({ title, children = title, style }: ClippedTextProps) {
  return (
    <span title={title} style={style ? { ...BLOCK, ...style } : BLOCK}>
      {children}
    </span>
  );
}
