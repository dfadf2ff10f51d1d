import { presetOf, presetRange } from '@/lib/day-range';
import {
  answerRate,
  averageHandle,
  durationText,
  percentText,
  trend,
} from '@/features/callcenter-stats/figures';
import dayjs from 'dayjs';

const f = (calls: number, answered: number, talk = 0, handle = 0) => ({
  calls,
  answered,
  talk_seconds: talk,
  handle_seconds: handle,
});

it('[ROUTES-CALLCENTRE-11] answer rate is answered ÷ calls, average handle time handle seconds ÷ answered; none without calls', () => {
  expect(percentText(answerRate(f(3, 1)))).toBe('33.3%');
  expect(percentText(answerRate(f(0, 0)))).toBe('-');
  expect(averageHandle(f(10, 4, 300, 401))).toBe(100);
  expect(durationText(averageHandle(f(10, 0)))).toBe('-');
  expect(durationText(3 * 3600 + 7 * 60 + 5)).toBe('3:07:05');
  expect(durationText(250 * 3600)).toBe('250:00:00');
  expect(trend(120, 100)).toBeCloseTo(0.2);
  expect(trend(5, 0)).toBeNull();
});

it('[ROUTES-CALLCENTRE-11] the range presets end today and are recognised back', () => {
  const now = dayjs('2026-03-10T15:00:00');
  expect(presetRange('last7', now)).toEqual({ start_date: '2026-03-04', end_date: '2026-03-10' });
  expect(presetRange('last30', now)).toEqual({ start_date: '2026-02-09', end_date: '2026-03-10' });
  expect(presetRange('yesterday', now)).toEqual({ start_date: '2026-03-09', end_date: '2026-03-09' });
  expect(presetOf({ start_date: '2026-03-04', end_date: '2026-03-10' }, now)).toBe('last7');
  expect(presetOf({ start_date: '2026-03-05', end_date: '2026-03-10' }, now)).toBeUndefined();
});
