/**
 * Rules as the contract stores them (flat condition fields, snake_case) turned into the engine's shapes, and
 * back for the editor. The demo backend and the try-run box both go through here, so they run the same rule.
 */
import type { components } from '@/api/generated/schema';
import type { Condition, EngineRule, Range, Side } from './types';

export type ContractCondition = components['schemas']['QualityCondition'];

function rangeOf(c: ContractCondition): Range {
  const n = c.range_n ?? 0;
  switch (c.range) {
    case 'first':
      return { kind: 'first', n };
    case 'last':
      return { kind: 'last', n };
    case 'around':
      return { kind: 'around', n, of: c.range_of ?? 0 };
    default:
      return { kind: 'all' };
  }
}

export function toCondition(c: ContractCondition): Condition {
  const base = { no: c.no, side: c.side as Side, range: rangeOf(c) };
  switch (c.kind) {
    case 'keyword':
      return {
        ...base,
        kind: 'keyword',
        words: c.words ?? [],
        match: c.match ?? 'any',
        near: c.near_words?.length ? { words: c.near_words, distance: c.near_distance ?? 0 } : undefined,
      };
    case 'regex':
      return { ...base, kind: 'regex', pattern: c.pattern ?? '', ignoreCase: c.ignore_case ?? false };
    case 'speech_rate':
      return { ...base, kind: 'speechRate', op: c.op ?? 'above', cpm: c.cpm ?? 300, minChars: c.min_chars };
    case 'silence':
      return { ...base, kind: 'silence', seconds: c.seconds ?? 5 };
    case 'interruption':
      return { ...base, kind: 'interruption', times: c.times ?? 1 };
    case 'emotion':
      return { ...base, kind: 'emotion', tags: c.tags ?? [] };
  }
}

export function toEngineRule(rule: {
  id: number;
  name: string;
  conditions: ContractCondition[];
  logic?: string;
  score: number;
}): EngineRule {
  return {
    id: rule.id,
    name: rule.name,
    conditions: rule.conditions.map(toCondition),
    logic: rule.logic ?? '',
    score: rule.score,
  };
}
