import { HISTORY_DAYS, historyAt, seatDay } from './stats-daily';
import { daysBetween } from './stats-random';
import { statsSeats } from './stats-seats';

/**
 * The platform keeps its daily aggregates ready (a nightly job); the demo generates them on demand. These steps
 * fill its cache of past seat-days, one seat each (warm-up.ts runs them in idle time after start): the first
 * dashboard opened then sums instead of generating, and a request that comes first simply generates what it needs.
 */
export function statsHistoryBuilds(): (() => void)[] {
  const history = historyAt();
  const days = daysBetween(history.first, history.today).slice(0, HISTORY_DAYS - 1);
  return statsSeats().map((seat) => () => {
    for (const day of days) seatDay(seat, day, history);
  });
}
