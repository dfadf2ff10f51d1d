import dayjs, { type Dayjs } from 'dayjs';

/** A statistics range: calendar days, both included. */
export interface DayRange {
  start_date: string;
  end_date: string;
}

export const PRESETS = ['today', 'yesterday', 'last7', 'last30'] as const;
export type Preset = (typeof PRESETS)[number];

const fmt = (d: Dayjs) => d.format('YYYY-MM-DD');

/** The range a preset names, as of `now`. */
export function presetRange(preset: Preset, now: Dayjs = dayjs()): DayRange {
  switch (preset) {
    case 'today':
      return { start_date: fmt(now), end_date: fmt(now) };
    case 'yesterday':
      return { start_date: fmt(now.subtract(1, 'day')), end_date: fmt(now.subtract(1, 'day')) };
    case 'last7':
      return { start_date: fmt(now.subtract(6, 'day')), end_date: fmt(now) };
    case 'last30':
      return { start_date: fmt(now.subtract(29, 'day')), end_date: fmt(now) };
  }
}

/** The preset a range equals, if any (so the buttons show which one is on). */
export const presetOf = (range: DayRange, now: Dayjs = dayjs()): Preset | undefined =>
  PRESETS.find((p) => {
    const r = presetRange(p, now);
    return r.start_date === range.start_date && r.end_date === range.end_date;
  });

/** The longest range the server sums (openapi/paths/stats.yaml). */
export const MAX_RANGE_DAYS = 92;

export const rangeLength = (r: DayRange) => dayjs(r.end_date).diff(dayjs(r.start_date), 'day') + 1;
