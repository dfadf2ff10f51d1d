import { useMemo } from 'react';
import { theme } from 'antd';

/** A list's search form height as last drawn, per table (persistence key), for as long as the console is open. */
const drawnHeights = new Map<string, number>();

/**
 * A first visit's guess at the search card's height from its shown fields, as ProTable lays them out at the
 * console's usual width (1440 px): 24 px above its rows, 56 px a row, three fields a row, the buttons in a field's
 * place.
 */
const guessedHeight = (fields: number) => 24 + Math.ceil((fields + 1) / 3) * 56;
/** ProTable's gap under its search card. */
const CARD_GAP_PX = 16;

/**
 * The height a table's search form had when it was last drawn (`last`; before that, a guess from its shown
 * `fields`), and a ref (`box`) for the element that holds the drawn form, which keeps that height up to date as
 * the form opens, closes or wraps.
 */
export function useSearchHeight(persistenceKey: string, fields: number) {
  return useMemo(
    () => ({
      last: drawnHeights.get(persistenceKey) ?? guessedHeight(fields),
      box: (element: HTMLDivElement | null) => {
        if (!element) return;
        // an observer, not a read of offsetHeight: it reports after layout and forces none
        const observer = new ResizeObserver(([entry]) => {
          const height = entry?.borderBoxSize[0]?.blockSize;
          if (height) drawnHeights.set(persistenceKey, height);
        });
        observer.observe(element);
        return () => observer.disconnect();
      },
    }),
    [persistenceKey, fields],
  );
}

/** The search card's place while its form is not drawn yet: an empty card of the form's height. */
export function SearchPlaceholder({ height }: { height: number }) {
  const { token } = theme.useToken();
  return (
    <div
      aria-hidden
      data-testid="search-placeholder"
      style={{
        height,
        marginBlockEnd: CARD_GAP_PX,
        background: token.colorBgContainer,
        borderRadius: token.borderRadiusLG,
      }}
    />
  );
}
