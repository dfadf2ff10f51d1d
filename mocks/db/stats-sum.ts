import { callRecordRows } from './call-records';
import { addRecord, DURATION_BUCKETS, emptyDay, RESULTS, type SeatDay } from './stats-daily';
import { dateOf, dayKey } from './stats-random';
import type { StatsSeat } from './stats-seats';

/** The figures every statistics row carries (openapi/schemas/stats.yaml CallFigures). */
export interface Figures {
  calls: number;
  answered: number;
  talk_seconds: number;
  handle_seconds: number;
}

export const noFigures = (): Figures => ({ calls: 0, answered: 0, talk_seconds: 0, handle_seconds: 0 });

export function addFigures(into: Figures, d: Figures): Figures {
  into.calls += d.calls;
  into.answered += d.answered;
  into.talk_seconds += d.talk_seconds;
  into.handle_seconds += d.handle_seconds;
  return into;
}

/** The seat-days of a range, read once per request: the groupings below sum the same grid. */
export interface Grid {
  seats: StatsSeat[];
  days: string[];
  /** cell(seatIndex, dayIndex) */
  cell: (seat: number, day: number) => SeatDay;
}

/** The seats' days summed from the call records of the range (one pass over them). */
export function gridOf(seats: StatsSeat[], days: string[], now = Date.now()): Grid {
  const cells = seats.map(() => days.map(emptyDay));
  const seatIndex = new Map(seats.map((s, i) => [s.id, i]));
  const starts = days.map((d) => dateOf(d).getTime());
  const end = dateOf(days.at(-1)!);
  end.setDate(end.getDate() + 1);
  for (const r of callRecordRows(now, starts[0])) {
    const s = seatIndex.get(r.staff_id);
    if (s === undefined || r.started_at < starts[0]! || r.started_at >= end.getTime()) continue;
    let d = starts.length - 1;
    while (starts[d]! > r.started_at) d -= 1;
    addRecord(cells[s]![d]!, r);
  }
  return { seats, days, cell: (s, d) => cells[s]![d]! };
}

/** A seat's figures over the grid's days. */
export const seatFigures = (g: Grid, s: number) =>
  g.days.reduce((f, _d, d) => addFigures(f, g.cell(s, d)), noFigures());

/** A day's figures over the grid's seats. */
export const dayFigures = (g: Grid, d: number) =>
  g.seats.reduce((f, _s, s) => addFigures(f, g.cell(s, d)), noFigures());

export const totalFigures = (g: Grid) =>
  g.days.reduce((f, _d, d) => addFigures(f, dayFigures(g, d)), noFigures());

/** Calls per weekday (0 Monday) and hour, 168 cells, Monday 0:00 first. */
export function heatOf(g: Grid): { weekday: number; hour: number; calls: number }[] {
  const cells = Array.from({ length: 7 * 24 }, (_v, i) => ({
    weekday: Math.floor(i / 24),
    hour: i % 24,
    calls: 0,
  }));
  g.days.forEach((key, d) => {
    const weekday = (new Date(`${key}T00:00:00`).getDay() + 6) % 7;
    g.seats.forEach((_s, s) => g.cell(s, d).hours.forEach((n, h) => (cells[weekday * 24 + h]!.calls += n)));
  });
  return cells;
}

export function resultsOf(g: Grid) {
  const out = RESULTS.map((result) => ({ result, calls: 0 }));
  g.days.forEach((_k, d) =>
    g.seats.forEach((_s, s) => out.forEach((r) => (r.calls += g.cell(s, d).results[r.result]))),
  );
  return out;
}

export function durationsOf(g: Grid) {
  const out = DURATION_BUCKETS.map((bucket) => ({ bucket, calls: 0 }));
  g.days.forEach((_k, d) =>
    g.seats.forEach((_s, s) => out.forEach((b) => (b.calls += g.cell(s, d).durations[b.bucket]))),
  );
  return out;
}

/** The `days` days ending the day before `first` (the period a trend compares with). */
export function periodBefore(first: string, days: number): string[] {
  return Array.from({ length: days }, (_v, i) => {
    const d = new Date(`${first}T00:00:00`);
    d.setDate(d.getDate() - days + i);
    return dayKey(d);
  });
}
