import type { Sentence } from '@/domain/quality/engine';

/**
 * A transcript pasted as text, one sentence a line, each starting with the side's name and a colon
 * ("<agent name>: …", names passed in, so they follow the UI language). Lines without a known side continue the side
 * before. Times are made up at a speaking pace of 4 characters a second with half a second between lines, so
 * speech-rate and silence conditions can still be tried (they read real times on inspected calls).
 */
export function parseTranscript(text: string, names: { agent: string; customer: string }): Sentence[] {
  const sentences: Sentence[] = [];
  let role: 1 | 2 = 1;
  let at = 0;
  for (const raw of text.split('\n')) {
    let line = raw.trim();
    if (!line) continue;
    // the name, then an ASCII or a full-width colon (U+FF1A, what a Chinese keyboard types)
    const match = /^([^:\uFF1A]{1,6})[:\uFF1A]\s*(.*)$/.exec(line);
    if (match && (match[1] === names.agent || match[1] === names.customer)) {
      role = match[1] === names.agent ? 1 : 2;
      line = match[2] ?? '';
    }
    const start = at + 500;
    const end = start + Math.max(1, line.length) * 250;
    sentences.push({ role, text: line, start_ms: start, end_ms: end });
    at = end;
  }
  return sentences;
}
