import { memo, useEffect, useImperativeHandle, useMemo, useRef, type Ref } from 'react';
import { Tag, Typography } from 'antd';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/components/recording-player';
import type { QualityResultDetail } from '../api';
import { HighlightedText } from './HighlightedText';

type Line = QualityResultDetail['transcript'][number];
type Hit = QualityResultDetail['hits'][number];

const HEIGHT = 520;
const ESTIMATE = 64;

export interface TranscriptHandle {
  scrollTo(index: number): void;
}

interface Props {
  lines: Line[];
  hits: Hit[];
  /** The line the recording is at. */
  current: number;
  onLineClick(index: number): void;
  ref?: Ref<TranscriptHandle>;
}

/**
 * The call as a chat of the two sides, virtualized: only the lines on screen are in the page, so an hour-long
 * call (about 1 500 lines) opens and scrolls as fast as a short one. Hit text is marked.
 */
export function TranscriptView({ lines, hits, current, onLineClick, ref }: Props) {
  const { t } = useTranslation('quality');
  const scroller = useRef<HTMLDivElement>(null);
  // kept while the hits stay: a line redrawn while scrolling gets the same spans and its bubble is not rebuilt
  const spansByLine = useMemo(() => {
    const byLine = new Map<number, Hit['spans']>();
    for (const h of hits) if (h.index >= 0) byLine.set(h.index, [...(byLine.get(h.index) ?? []), ...h.spans]);
    return byLine;
  }, [hits]);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer re-renders this component itself
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ESTIMATE,
    // a line's real height once drawn (wrapped text); none before layout, where the estimate stands
    measureElement: (el) => el.getBoundingClientRect().height || ESTIMATE,
    overscan: 8,
    // before layout (and in jsdom, which has none) the box reports no height: take its fixed one
    initialRect: { width: 640, height: HEIGHT },
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) =>
        cb(rect.height > 0 ? rect : { width: rect.width || 640, height: HEIGHT }),
      ),
  });
  useImperativeHandle(
    ref,
    () => ({ scrollTo: (index) => virtualizer.scrollToIndex(index, { align: 'center' }) }),
    [virtualizer],
  );
  useEffect(() => {
    if (current >= 0) virtualizer.scrollToIndex(current, { align: 'auto' });
  }, [current, virtualizer]);

  return (
    <div
      ref={scroller}
      role="list"
      aria-label={t('detail.transcript')}
      style={{ height: HEIGHT, overflow: 'auto', background: '#fafafa', padding: 8 }}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => (
          <LineRow
            key={item.key}
            index={item.index}
            top={item.start}
            line={lines[item.index]!}
            spans={spansByLine.get(item.index) ?? NO_SPANS}
            current={item.index === current}
            measure={virtualizer.measureElement}
            onClick={onLineClick}
          />
        ))}
      </div>
    </div>
  );
}

const NO_SPANS: Hit['spans'] = [];

/**
 * One line: its place in the list and its bubble. Memoized: while the transcript scrolls the virtualizer
 * redraws the list every frame, and only the lines coming into view (or moved by a measured height) are built.
 */
const LineRow = memo(function LineRow({
  index,
  top,
  line,
  spans,
  current,
  measure,
  onClick,
}: {
  index: number;
  top: number;
  line: Line;
  spans: Hit['spans'];
  current: boolean;
  measure(el: Element | null): void;
  onClick(index: number): void;
}) {
  const { t } = useTranslation('quality');
  const side = t(line.role === 1 ? 'detail.agent' : 'detail.customer');
  return (
    <div
      role="listitem"
      data-index={index}
      ref={measure}
      aria-label={t('detail.line', { time: formatTime(line.start_ms / 1000), role: side })}
      aria-current={current ? 'true' : undefined}
      onClick={() => onClick(index)}
      style={{
        position: 'absolute',
        top: 0,
        left: 0,
        width: '100%',
        transform: `translateY(${top}px)`,
        display: 'flex',
        // the agent on the right, the customer on the left
        justifyContent: line.role === 1 ? 'flex-end' : 'flex-start',
        padding: '4px 0',
        cursor: 'pointer',
      }}
    >
      <div
        style={{
          maxWidth: '75%',
          padding: '6px 10px',
          borderRadius: 8,
          background: current ? '#e6f4ff' : spans.length ? '#fff7e6' : '#fff',
          border: `1px solid ${spans.length ? '#ffd591' : '#f0f0f0'}`,
        }}
      >
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <Tag color={line.role === 1 ? 'blue' : 'green'}>{side}</Tag>
          {formatTime(line.start_ms / 1000)}
          {line.emotion && line.emotion !== 'calm' ? ` · ${t(`emotion.${line.emotion as 'angry'}`)}` : ''}
        </Typography.Text>
        <div>
          <HighlightedText text={line.text} spans={spans} />
        </div>
      </div>
    </div>
  );
});
