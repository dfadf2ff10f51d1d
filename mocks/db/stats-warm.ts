import { HISTORY_DAYS, historyAt, seatDay } from './stats-daily';
import { daysBetween } from './stats-random';
import { statsSeats } from './stats-seats';

/**
 * The platform keeps its daily aggregates ready (a nightly job); the demo generates them on demand, so in the
 * browser it fills its cache of past seat-days in idle time after start, a few milliseconds at a time: the first
 * dashboard opened then sums instead of generating. Nothing waits for it, and a request that comes first simply
 * generates what it needs.
 */
export function warmStatsHistory(): void {
  if (typeof requestIdleCallback !== 'function') return;
  const history = historyAt();
  const days = daysBetween(history.first, history.today).slice(0, HISTORY_DAYS - 1);
  const seats = statsSeats();
  let next = 0;
  const step = (deadline: IdleDeadline) => {
    while (next < seats.length && deadline.timeRemaining() > 2) {
      const seat = seats[next++]!;
      for (const day of days) seatDay(seat, day, history);
    }
    if (next < seats.length) requestIdleCallback(step);
  };
  requestIdleCallback(step);
}
