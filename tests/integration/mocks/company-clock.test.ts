/**
 * @jest-environment node
 */
import { qualityProjectTable } from '@mocks/db/quality';
import { dueRuns } from '@mocks/db/quality-schedule';
import { startCompanyClock, TICK_MS } from '@mocks/server/company-clock';

afterEach(() => jest.useRealTimers());

/** The seeded daily projects' last runs, read from the table itself: no handler settles them on the way. */
const lastRuns = () =>
  qualityProjectTable
    .all()
    .filter((p) => p.schedule === 'daily')
    .map((p) => p.last_run_at);

describe('the shared server’s company clock', () => {
  it('runs the quality schedule at its time with nobody reading a quality screen', () => {
    // a working morning, after the seeded projects' 01:00 run
    const morning = new Date(2026, 10, 24, 10, 0, 0);
    jest.useFakeTimers({ now: morning });
    expect(qualityProjectTable.all().some((p) => dueRuns(p, Date.now()).length > 0)).toBe(true);

    const clock = startCompanyClock();
    try {
      expect(lastRuns()).toEqual(['2026-11-24 01:00:00', '2026-11-24 01:00:00']);
      expect(qualityProjectTable.all().every((p) => dueRuns(p, Date.now()).length === 0)).toBe(true);

      // the next morning, the next tick records the night's run
      jest.setSystemTime(new Date(2026, 10, 25, 9, 0, 0));
      jest.advanceTimersByTime(TICK_MS);
      expect(lastRuns()).toEqual(['2026-11-25 01:00:00', '2026-11-25 01:00:00']);
    } finally {
      clock.stop();
    }
  });
});
