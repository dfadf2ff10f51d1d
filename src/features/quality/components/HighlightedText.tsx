import type { CSSProperties } from 'react';

interface Span {
  start: number;
  end: number;
}

const MARK: CSSProperties = { background: '#ffe58f', padding: 0, borderRadius: 2 };

/** A sentence with the parts a rule hit marked (overlapping spans merged). */
export function HighlightedText({ text, spans }: { text: string; spans: readonly Span[] }) {
  if (spans.length === 0) return <>{text}</>;
  const merged: Span[] = [];
  for (const s of [...spans].sort((a, b) => a.start - b.start)) {
    const last = merged.at(-1);
    if (last && s.start <= last.end) last.end = Math.max(last.end, s.end);
    else merged.push({ ...s });
  }
  const parts: React.ReactNode[] = [];
  let at = 0;
  merged.forEach((s, i) => {
    if (s.start > at) parts.push(text.slice(at, s.start));
    parts.push(
      <mark key={i} style={MARK}>
        {text.slice(s.start, s.end)}
      </mark>,
    );
    at = s.end;
  });
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
