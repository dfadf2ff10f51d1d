/**
 * One condition against the sentences it may look at. Each returns its hits as evidence; a condition holds
 * when it has at least one hit, except interruption, which needs `times` of them.
 */
import { compileRegex } from './regex';
import type { Condition, Evidence, Sentence, Span } from './types';

function evidence(
  condition: Condition,
  sentences: readonly Sentence[],
  index: number,
  spans: Span[],
): Evidence {
  const s = sentences[index]!;
  return { condition: condition.no, index, role: s.role, start_ms: s.start_ms, text: s.text, spans };
}

function occurrences(text: string, word: string): Span[] {
  const spans: Span[] = [];
  if (!word) return spans;
  let from = text.indexOf(word);
  while (from !== -1) {
    spans.push({ start: from, end: from + word.length });
    from = text.indexOf(word, from + word.length);
  }
  return spans;
}

/** Characters between two spans (0 when they touch or overlap). */
function gap(a: Span, b: Span): number {
  return Math.max(0, Math.max(a.start, b.start) - Math.min(a.end, b.end));
}

function keywordSpans(
  text: string,
  words: readonly string[],
  match: 'any' | 'all',
  near?: { words: string[]; distance: number },
): Span[] {
  const perWord = words.map((word) => occurrences(text, word));
  if (match === 'all' ? perWord.some((s) => s.length === 0) : perWord.every((s) => s.length === 0)) return [];
  let spans = perWord.flat();
  if (near) {
    const anchors = near.words.flatMap((word) => occurrences(text, word));
    const close = spans.filter((span) => anchors.some((anchor) => gap(span, anchor) <= near.distance));
    if (close.length === 0) return [];
    const anchorsUsed = anchors.filter((anchor) => close.some((span) => gap(span, anchor) <= near.distance));
    spans = [...close, ...anchorsUsed];
    // With `all`, each word must itself be near an anchor, not just one of them.
    if (match === 'all' && !perWord.every((s) => s.some((span) => close.includes(span)))) return [];
  }
  return spans.sort((a, b) => a.start - b.start);
}

/** Characters that carry speech: punctuation and spaces do not count towards a speech rate. */
function spokenLength(text: string): number {
  return text.replace(/[\s\p{P}\p{S}]/gu, '').length;
}

/**
 * Hits of `condition` among `allowed` (indices of the transcript, ascending). Regex conditions are expected
 * to be valid here: rules are checked before they run.
 */
export function conditionHits(
  condition: Condition,
  sentences: readonly Sentence[],
  allowed: readonly number[],
): Evidence[] {
  const hits: Evidence[] = [];
  switch (condition.kind) {
    case 'keyword':
      for (const i of allowed) {
        const spans = keywordSpans(sentences[i]!.text, condition.words, condition.match, condition.near);
        if (spans.length > 0) hits.push(evidence(condition, sentences, i, spans));
      }
      return hits;
    case 'regex': {
      const compiled = compileRegex(condition.pattern, condition.ignoreCase);
      if (!compiled.ok) return hits;
      for (const i of allowed) {
        const spans = [...sentences[i]!.text.matchAll(compiled.regex)]
          .filter((m) => m[0].length > 0)
          .map((m) => ({ start: m.index, end: m.index + m[0].length }));
        if (spans.length > 0) hits.push(evidence(condition, sentences, i, spans));
      }
      return hits;
    }
    case 'speechRate':
      for (const i of allowed) {
        const s = sentences[i]!;
        const chars = spokenLength(s.text);
        const minutes = (s.end_ms - s.start_ms) / 60000;
        if (minutes <= 0 || chars < (condition.minChars ?? 1)) continue;
        const rate = chars / minutes;
        if (condition.op === 'above' ? rate > condition.cpm : rate < condition.cpm)
          hits.push(evidence(condition, sentences, i, []));
      }
      return hits;
    case 'silence': {
      // Silence before a sentence is measured from the latest end of anything said earlier, so an overlap
      // further back does not fake a gap.
      const limit = condition.seconds * 1000;
      const allowedSet = new Set(allowed);
      let lastEnd = -Infinity;
      sentences.forEach((s, i) => {
        if (i > 0 && allowedSet.has(i) && s.start_ms - lastEnd > limit)
          hits.push(evidence(condition, sentences, i, []));
        lastEnd = Math.max(lastEnd, s.end_ms);
      });
      return hits;
    }
    case 'interruption': {
      // A sentence interrupts when it starts while the other side is still speaking.
      const allowedSet = new Set(allowed);
      const lastEnd = { agent: -Infinity, customer: -Infinity };
      sentences.forEach((s, i) => {
        const otherEnd = s.role === 1 ? lastEnd.customer : lastEnd.agent;
        if (allowedSet.has(i) && s.start_ms < otherEnd) hits.push(evidence(condition, sentences, i, []));
        if (s.role === 1) lastEnd.agent = Math.max(lastEnd.agent, s.end_ms);
        else lastEnd.customer = Math.max(lastEnd.customer, s.end_ms);
      });
      return hits.length >= Math.max(1, condition.times) ? hits : [];
    }
    case 'emotion':
      for (const i of allowed) {
        const tag = sentences[i]!.emotion;
        if (tag && condition.tags.includes(tag)) hits.push(evidence(condition, sentences, i, []));
      }
      return hits;
  }
}
