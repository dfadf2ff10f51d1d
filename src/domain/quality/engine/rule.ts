/**
 * A whole rule: check it (every problem with its position), then run it on a transcript. Conditions limited
 * to "around condition k" run after k, so the order is resolved from those references; a cycle is a problem.
 */
import { conditionHits } from './conditions';
import { defaultLogic, evaluateLogic, parseLogic, positiveRefs, type LogicNode } from './logic';
import { compileRegex } from './regex';
import type { Condition, EngineRule, Evidence, RuleOutcome, RuleProblem, Sentence } from './types';

function aroundOf(condition: Condition): number | null {
  return condition.range?.kind === 'around' ? condition.range.of : null;
}

/** Condition order in which every "around" reference is run before the condition that uses it. */
function runOrder(conditions: readonly Condition[]): { order: Condition[]; problems: RuleProblem[] } {
  const byNo = new Map(conditions.map((c) => [c.no, c]));
  const problems: RuleProblem[] = [];
  const order: Condition[] = [];
  const state = new Map<number, 'visiting' | 'done'>();
  const visit = (c: Condition) => {
    if (state.get(c.no) === 'done') return;
    if (state.get(c.no) === 'visiting') {
      problems.push({ code: 'aroundCycle', condition: c.no });
      return;
    }
    state.set(c.no, 'visiting');
    const of = aroundOf(c);
    if (of !== null) {
      const target = byNo.get(of);
      if (!target) problems.push({ code: 'aroundUnknown', condition: c.no });
      else visit(target);
    }
    state.set(c.no, 'done');
    order.push(c);
  };
  conditions.forEach(visit);
  return { order, problems };
}

export function checkRule(rule: Pick<EngineRule, 'conditions' | 'logic'>): RuleProblem[] {
  const { conditions } = rule;
  if (conditions.length === 0) return [{ code: 'noConditions' }];
  const problems: RuleProblem[] = [];
  const seen = new Set<number>();
  for (const c of conditions) {
    if (seen.has(c.no)) problems.push({ code: 'duplicateNumber', condition: c.no });
    seen.add(c.no);
    if (c.kind === 'keyword' && c.words.filter(Boolean).length === 0)
      problems.push({ code: 'wordsEmpty', condition: c.no });
    if (c.kind === 'regex') {
      if (!c.pattern) problems.push({ code: 'regexEmpty', condition: c.no });
      else {
        const compiled = compileRegex(c.pattern, c.ignoreCase);
        if (!compiled.ok) {
          problems.push({
            code: 'regexInvalid',
            condition: c.no,
            position: compiled.position,
            detail: compiled.detail,
          });
        }
      }
    }
  }
  problems.push(...runOrder(conditions).problems);
  const numbers = conditions.map((c) => c.no);
  const parsed = parseLogic(rule.logic.trim() === '' ? defaultLogic(numbers) : rule.logic, numbers);
  if (!parsed.ok) problems.push(parsed.problem);
  return problems;
}

/** Indices of the sentences a condition may look at, given the hits of the conditions already run. */
function allowedIndices(
  c: Condition,
  sentences: readonly Sentence[],
  hitsByNo: Map<number, Evidence[]>,
): number[] {
  const onSide: number[] = [];
  sentences.forEach((s, i) => {
    if (c.side === 0 || s.role === c.side) onSide.push(i);
  });
  const range = c.range ?? { kind: 'all' };
  switch (range.kind) {
    case 'all':
      return onSide;
    case 'first':
      return onSide.slice(0, Math.max(0, range.n));
    case 'last':
      return range.n > 0 ? onSide.slice(-range.n) : [];
    case 'around': {
      const anchors = (hitsByNo.get(range.of) ?? []).map((e) => e.index);
      return onSide.filter((i) => anchors.some((a) => Math.abs(i - a) <= range.n));
    }
  }
}

export interface PreparedRule {
  rule: EngineRule;
  order: Condition[];
  logic: LogicNode;
  evidenceFrom: Set<number>;
}

/** Checks and parses once, so a rule run over thousands of calls does not reparse its logic each time. */
export function prepareRule(
  rule: EngineRule,
): { ok: true; prepared: PreparedRule } | { ok: false; problems: RuleProblem[] } {
  const problems = checkRule(rule);
  if (problems.length > 0) return { ok: false, problems };
  const numbers = rule.conditions.map((c) => c.no);
  const parsed = parseLogic(rule.logic.trim() === '' ? defaultLogic(numbers) : rule.logic, numbers);
  if (!parsed.ok) return { ok: false, problems: [parsed.problem] };
  return {
    ok: true,
    prepared: {
      rule,
      order: runOrder(rule.conditions).order,
      logic: parsed.node,
      evidenceFrom: positiveRefs(parsed.node),
    },
  };
}

export function runPrepared(p: PreparedRule, sentences: readonly Sentence[]): RuleOutcome {
  const hitsByNo = new Map<number, Evidence[]>();
  for (const c of p.order)
    hitsByNo.set(c.no, conditionHits(c, sentences, allowedIndices(c, sentences, hitsByNo)));
  const hit = evaluateLogic(p.logic, (no) => (hitsByNo.get(no)?.length ?? 0) > 0);
  const evidence = hit
    ? [...p.evidenceFrom]
        .flatMap((no) => hitsByNo.get(no) ?? [])
        .sort((a, b) => a.index - b.index || a.condition - b.condition)
    : [];
  return { rule_id: p.rule.id, rule_name: p.rule.name, hit, score: hit ? p.rule.score : 0, evidence };
}

/** Runs one rule; a rule with problems throws, since callers must check rules before saving or running them. */
export function runRule(rule: EngineRule, sentences: readonly Sentence[]): RuleOutcome {
  const prepared = prepareRule(rule);
  if (!prepared.ok)
    throw new Error(`rule ${rule.id} has problems: ${prepared.problems.map((p) => p.code).join(', ')}`);
  return runPrepared(prepared.prepared, sentences);
}
