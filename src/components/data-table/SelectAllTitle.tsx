import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

const CHECKBOX_SPACE = { display: 'inline-block', width: 16 };

/**
 * The select-all box of the selection column. antd also draws every column title into a hidden row that
 * measures widths (aria-hidden): there a keyboard would reach a box no one sees, so that copy is an empty space
 * of the same width.
 */
export function SelectAllTitle({ checkbox }: { checkbox: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [hidden, setHidden] = useState(false);
  useLayoutEffect(() => {
    if (ref.current?.closest('[aria-hidden="true"]')) setHidden(true);
  }, []);
  return hidden ? <span style={CHECKBOX_SPACE} /> : <span ref={ref}>{checkbox}</span>;
}
