import { fakerZH_CN as faker } from '@faker-js/faker';
import { periodStarts, seedCalls } from '@mocks/db/calls-seed';

const at = (hour: number, minute: number, second: number) =>
  new Date(2026, 10, 23, hour, minute, second).getTime();

describe('demo call history', () => {
  beforeEach(() => faker.seed(7));

  it('seeds at any time of day, also in the first minute after midnight, with every call in the past', () => {
    for (const now of [at(0, 0, 30), at(0, 1, 0), at(10, 0, 0), at(23, 59, 59)]) {
      const calls = seedCalls(['admin', 'agent'], now, faker);
      expect(calls.length).toBeGreaterThan(0);
      for (const c of calls) expect(c.started_at).toBeLessThanOrEqual(now - 60_000);
    }
  });

  it('puts about a third of the calls in today once the day has begun', () => {
    const now = at(10, 0, 0);
    const calls = seedCalls(['admin'], now, faker);
    const today = calls.filter((c) => c.started_at >= periodStarts(now).today).length;
    expect(today / calls.length).toBeGreaterThan(0.25);
  });
});
