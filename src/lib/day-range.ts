import dayjs, { type Dayjs } from 'dayjs';

/** A range of calendar days, both included, as the statistics and report endpoints take it. */
export interface DayRange {
  start_date: string;
  end_date: string;
}

export const DAY_FORMAT = 'YYYY-MM-DD';

export const PRESETS = ['today', 'yesterday', 'last7', 'last30'] as const;
export type Preset = (typeof PRESETS)[number];

const fmt = (d: Dayjs) => d.format(DAY_FORMAT);

/** The days a date picker's pair covers. */
export const dayRangeOf = ([start, end]: [Dayjs, Dayjs]): DayRange => ({
  start_date: fmt(start),
  end_date: fmt(end),
});

/** A range as the date picker's pair. */
export const pickerRangeOf = (range: DayRange): [Dayjs, Dayjs] => [
  dayjs(range.start_date),
  dayjs(range.end_date),
];

/** The range a preset names, as of `now`. */
export function presetRange(preset: Preset, now: Dayjs = dayjs()): DayRange {
  switch (preset) {
    case 'today':
      return dayRangeOf([now, now]);
    case 'yesterday':
      return dayRangeOf([now.subtract(1, 'day'), now.subtract(1, 'day')]);
    case 'last7':
      return dayRangeOf([now.subtract(6, 'day'), now]);
    case 'last30':
      return dayRangeOf([now.subtract(29, 'day'), now]);
  }
}

/** The preset a range equals, if any (so the buttons show which one is on). */
export const presetOf = (range: DayRange, now: Dayjs = dayjs()): Preset | undefined =>
  PRESETS.find((p) => {
    const r = presetRange(p, now);
    return r.start_date === range.start_date && r.end_date === range.end_date;
  });
