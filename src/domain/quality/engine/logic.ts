/**
 * The logic expression of a rule (`1&&2||!3`): a small recursive-descent parser, never eval, so a stored
 * expression cannot run code, and a syntax error is reported with the character where it was found.
 * Precedence: ! binds tighter than &&, && tighter than ||; parentheses group.
 */
import type { RuleProblem } from './types';

export type LogicNode =
  | { op: 'ref'; no: number; position: number }
  | { op: 'not'; arg: LogicNode }
  | { op: 'and' | 'or'; left: LogicNode; right: LogicNode };

type Token =
  | { type: 'num'; value: number; position: number }
  | { type: '&&' | '||' | '!' | '(' | ')'; position: number };

export type LogicParse = { ok: true; node: LogicNode } | { ok: false; problem: RuleProblem };

class LogicError extends Error {
  constructor(readonly problem: RuleProblem) {
    super(problem.code);
  }
}

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const ch = source.charAt(i);
    if (/\s/.test(ch)) {
      i += 1;
    } else if (/[0-9]/.test(ch)) {
      const start = i;
      while (i < source.length && /[0-9]/.test(source.charAt(i))) i += 1;
      tokens.push({ type: 'num', value: Number(source.slice(start, i)), position: start });
    } else if ((ch === '&' || ch === '|') && source[i + 1] === ch) {
      tokens.push({ type: ch === '&' ? '&&' : '||', position: i });
      i += 2;
    } else if (ch === '!' || ch === '(' || ch === ')') {
      tokens.push({ type: ch, position: i });
      i += 1;
    } else {
      throw new LogicError({ code: 'logicUnexpectedChar', position: i });
    }
  }
  return tokens;
}

/** Parses `source`; every referenced number must be one of `known` (the rule's condition numbers). */
export function parseLogic(source: string, known: readonly number[]): LogicParse {
  try {
    const tokens = tokenize(source);
    if (tokens.length === 0) return { ok: false, problem: { code: 'logicEmpty', position: 0 } };
    let at = 0;
    const peek = () => tokens[at];
    const fail = (): never => {
      const token = peek();
      throw new LogicError(
        token
          ? { code: 'logicUnexpectedToken', position: token.position }
          : { code: 'logicUnexpectedEnd', position: source.length },
      );
    };
    const parseOr = (): LogicNode => {
      let left = parseAnd();
      while (peek()?.type === '||') {
        at += 1;
        left = { op: 'or', left, right: parseAnd() };
      }
      return left;
    };
    const parseAnd = (): LogicNode => {
      let left = parseNot();
      while (peek()?.type === '&&') {
        at += 1;
        left = { op: 'and', left, right: parseNot() };
      }
      return left;
    };
    const parseNot = (): LogicNode => {
      if (peek()?.type === '!') {
        at += 1;
        return { op: 'not', arg: parseNot() };
      }
      return parsePrimary();
    };
    const parsePrimary = (): LogicNode => {
      const token = peek();
      if (token?.type === 'num') {
        at += 1;
        if (!known.includes(token.value)) {
          throw new LogicError({
            code: 'logicUnknownCondition',
            position: token.position,
            condition: token.value,
          });
        }
        return { op: 'ref', no: token.value, position: token.position };
      }
      if (token?.type === '(') {
        at += 1;
        const inner = parseOr();
        if (peek()?.type !== ')') fail();
        at += 1;
        return inner;
      }
      return fail();
    };
    const node = parseOr();
    if (at < tokens.length) fail();
    return { ok: true, node };
  } catch (error) {
    if (error instanceof LogicError) return { ok: false, problem: error.problem };
    throw error;
  }
}

export function evaluateLogic(node: LogicNode, truth: (no: number) => boolean): boolean {
  switch (node.op) {
    case 'ref':
      return truth(node.no);
    case 'not':
      return !evaluateLogic(node.arg, truth);
    case 'and':
      return evaluateLogic(node.left, truth) && evaluateLogic(node.right, truth);
    case 'or':
      return evaluateLogic(node.left, truth) || evaluateLogic(node.right, truth);
  }
}

/** Conditions referenced without negation: their hits are the evidence of a rule hit (a `!3` has none). */
export function positiveRefs(node: LogicNode, negated = false, into = new Set<number>()): Set<number> {
  if (node.op === 'ref') {
    if (!negated) into.add(node.no);
  } else if (node.op === 'not') {
    positiveRefs(node.arg, !negated, into);
  } else {
    positiveRefs(node.left, negated, into);
    positiveRefs(node.right, negated, into);
  }
  return into;
}

/** The expression used when a rule leaves logic empty: every condition must hold. */
export function defaultLogic(numbers: readonly number[]): string {
  return numbers.join('&&');
}
