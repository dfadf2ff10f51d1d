import { dateOf, dayKey, daysBetween } from './stats-random';
import { fail } from '../kit/http';
import { type FieldTexts } from '../kit/http';

/** The longest range a statistic sums (a quarter). */
export const MAX_RANGE_DAYS = 92;

/**
 * The days of a request's start_date … end_date (the contract checked their form), or the refusal of an
 * impossible date, an end before the start or too long a range.
 */
export function rangeDays(body: Record<string, unknown>): string[] | Response {
  const start = String(body.start_date);
  const end = String(body.end_date);
  for (const [field, value] of [
    ['start_date', start],
    ['end_date', end],
  ] as const)
    if (dayKey(dateOf(value)) !== value) return fail(422, '日期不存在', { [field]: '日期不存在' });
  if (end < start) return fail(422, '结束日期不能早于开始日期', { end_date: '结束日期不能早于开始日期' });
  const days = daysBetween(start, end);
  if (days.length > MAX_RANGE_DAYS) {
    const msg = `统计范围不能超过${MAX_RANGE_DAYS}天`;
    return fail(422, msg, { end_date: msg });
  }
  return days;
}

export const STATS_TEXTS: FieldTexts = { start_date: '开始日期', end_date: '结束日期' };
