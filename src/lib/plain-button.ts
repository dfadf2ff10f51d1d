import type { CSSProperties } from 'react';

/**
 * A real <button> that looks like the text around it (no chrome; the browser's focus ring kept): a list row's
 * select button, a header menu's control. Spread it first and add the layout of the place.
 */
export const plainButton: CSSProperties = {
  padding: 0,
  margin: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  lineHeight: 'inherit',
  color: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
};
