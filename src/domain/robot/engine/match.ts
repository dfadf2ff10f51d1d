import type { CompiledBranch, CompiledNode, CompiledScript, CompiledKbEntry } from './compile';
import { bigrams, covered, similarity, type Hit } from './match-rules';

/** A similar question must share at least this much (Dice of character pairs) with the utterance. */
export const KB_SIMILARITY_MIN = 0.5;

export interface Scored<T> {
  item: T;
  /** 0–100 */
  score: number;
  rule: string;
  start: number;
}

const pct = (n: number) => Math.round(Math.min(1, n) * 100);

/**
 * The keyword branch of a node that best matches a normalized utterance. A hit lying inside a longer hit of
 * another branch does not count ("no need" is a refusal, not "need"); then the widest coverage wins, then the hit
 * that starts first ("not so" is "not", not "so"), then the branch order.
 */
export function matchBranch(node: CompiledNode, text: string): Scored<CompiledBranch> | null {
  const found: { branch: CompiledBranch; hits: Hit[] }[] = [];
  for (const branch of node.branches) {
    if (branch.wildcard && !branch.rules.length) continue;
    const hits = branch.rules.flatMap((rule) => rule(text) ?? []);
    if (hits.length) found.push({ branch, hits });
  }
  if (!found.length) return null;
  const all = found.flatMap((f) => f.hits.map((h) => ({ h, branch: f.branch })));
  const inside = (h: Hit, owner: CompiledBranch) =>
    all.some(
      (o) =>
        o.branch !== owner &&
        o.h.end - o.h.start > h.end - h.start &&
        o.h.start <= h.start &&
        o.h.end >= h.end,
    );
  let best: Scored<CompiledBranch> | null = null;
  for (const { branch, hits } of found) {
    const kept = hits.filter((h) => !inside(h, branch));
    if (!kept.length) continue;
    const score = pct(covered(kept) / text.length);
    const first = kept.reduce((a, b) => (b.start < a.start ? b : a));
    if (!best || score > best.score || (score === best.score && first.start < best.start))
      best = { item: branch, score, rule: first.rule, start: first.start };
  }
  return best;
}

/** The default branch of a node (match rule `*`). */
export const defaultBranch = (node: CompiledNode) => node.branches.find((b) => b.wildcard) ?? null;

/**
 * The knowledge-base entry that best answers a normalized utterance: by its match rules (coverage) or by the
 * likeness of its question and similar phrasings, whichever is higher.
 */
export function matchKb(script: CompiledScript, text: string): Scored<CompiledKbEntry> | null {
  if (!script.kb.length) return null;
  const grams = bigrams(text);
  let best: Scored<CompiledKbEntry> | null = null;
  for (const kb of script.kb) {
    let score = 0;
    let rule = '';
    const hits = kb.rules.flatMap((r) => r(text) ?? []);
    if (hits.length) {
      score = pct(covered(hits) / text.length);
      rule = hits[0]!.rule;
    }
    for (const p of kb.phrasings) {
      const s = similarity(grams, p.grams);
      if (s >= KB_SIMILARITY_MIN && pct(s) > score) {
        score = pct(s);
        rule = p.text;
      }
    }
    if (rule && (!best || score > best.score)) best = { item: kb, score, rule, start: 0 };
  }
  return best;
}
