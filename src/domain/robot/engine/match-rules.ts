/**
 * Match rules (keyWorldList entries) as the platform reads them:
 *  - `*` matches anything: the default branch;
 *  - `a&b` needs every part in the utterance;
 *  - `/expr/` is a regular expression;
 *  - `@silence`, `@interrupt`, `@unrecognised` mark special branches and never match words;
 *  - anything else is a keyword found anywhere in the utterance.
 */
export const WILDCARD = '*';
export const SPECIAL_TOKENS = {
  silence: '@silence',
  interrupt: '@interrupt',
  unrecognised: '@unrecognised',
} as const;

/** Lower case, without spaces and punctuation (ASCII and full-width), so "ok." and "o k" read alike. */
export function normalize(text: string): string {
  return text.toLowerCase().replace(/[\s\p{P}\p{S}]+/gu, '');
}

export interface Hit {
  start: number;
  end: number;
  rule: string;
}

export type CompiledRule = (text: string) => Hit[] | null;

/** Every place the keyword occurs: a repeated "yes" is all agreement. */
const substring = (needle: string, rule: string) => (text: string) => {
  const hits: Hit[] = [];
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + needle.length))
    hits.push({ start: at, end: at + needle.length, rule });
  return hits.length ? hits : null;
};

/** Compiles one rule once (per script version); an invalid regular expression never matches. */
export function compileRule(raw: string): CompiledRule | null {
  const rule = raw.trim();
  if (!rule || rule === WILDCARD || rule.startsWith('@')) return null;
  if (rule.length > 2 && rule.startsWith('/') && rule.endsWith('/')) {
    let re: RegExp;
    try {
      re = new RegExp(rule.slice(1, -1), 'iu');
    } catch {
      return null;
    }
    return (text) => {
      const m = re.exec(text);
      return m && m[0] ? [{ start: m.index, end: m.index + m[0].length, rule }] : null;
    };
  }
  if (rule.includes('&')) {
    const parts = rule
      .split('&')
      .map(normalize)
      .filter(Boolean)
      .map((p) => substring(p, rule));
    if (!parts.length) return null;
    return (text) => {
      const hits: Hit[] = [];
      for (const part of parts) {
        const h = part(text);
        if (!h) return null;
        hits.push(...h);
      }
      return hits;
    };
  }
  const needle = normalize(rule);
  return needle ? substring(needle, rule) : null;
}

/** Characters of the utterance the hits cover (overlaps counted once). */
export function covered(hits: Hit[]): number {
  const marks = new Set<number>();
  for (const h of hits) for (let i = h.start; i < h.end; i += 1) marks.add(i);
  return marks.size;
}

/** Character pairs of a normalized text (a single character is its own pair): the unit of similarity. */
export function bigrams(text: string): Set<string> {
  const chars = [...text];
  if (chars.length < 2) return new Set(chars);
  const out = new Set<string>();
  for (let i = 0; i < chars.length - 1; i += 1) out.add(chars[i]! + chars[i + 1]!);
  return out;
}

/** Dice coefficient of two bigram sets, 0–1. */
export function similarity(a: Set<string>, b: Set<string>): number {
  if (!a.size || !b.size) return 0;
  let common = 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const g of small) if (large.has(g)) common += 1;
  return (2 * common) / (a.size + b.size);
}
