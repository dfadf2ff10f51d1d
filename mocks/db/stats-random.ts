import { dayOf } from '../kit/time';

/**
 * The statistics' seeded randomness: a number stream per key (a seat and a day, a task and a day), so any day's
 * figures come out the same whenever and in whatever order they are asked for, without storing them.
 */
export type Rng = () => number;

/** FNV-1a of a text: the seed of its stream. */
function hash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small, fast and good enough for demo figures. */
export function rngOf(key: string): Rng {
  let a = hash(key);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A factor around 1 (± spread). */
export const jitter = (rng: Rng, spread: number) => 1 + (rng() * 2 - 1) * spread;

/**
 * `total` split by weights (each jittered), the parts summing to `total` exactly (largest remainders), so the
 * results or talk-time buckets of a day always add up to its calls.
 */
export function split(total: number, weights: readonly number[], rng: Rng, spread = 0.2): number[] {
  const w = weights.map((x) => x * jitter(rng, spread));
  const sum = w.reduce((a, b) => a + b, 0);
  const exact = w.map((x) => (sum ? (total * x) / sum : 0));
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

/** `YYYY-MM-DD` of a local date. */
export const dayKey = (d: Date): string => dayOf(d.getTime());

/** The local date of a `YYYY-MM-DD` key, at midnight. */
export function dateOf(key: string): Date {
  const [y, m, d] = key.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = dateOf(from); dayKey(d) <= to; d.setDate(d.getDate() + 1)) out.push(dayKey(d));
  return out;
}

/** 0 Monday … 6 Sunday. */
export const weekdayOf = (key: string) => (dateOf(key).getDay() + 6) % 7;
