/**
 * @jest-environment node
 */
import { CALL_COUNT, callOf, qualityCallBuilds } from '@mocks/db/quality-calls';

const DAY = 86_400_000;
const today = new Date('2026-11-23T10:00:00').getTime();

describe('the calls quality inspects', () => {
  it('are drawn once a day: the same call, frozen so no reader changes it for the others', () => {
    const call = callOf(42, today)!;
    expect(callOf(42, today + 3_600_000)).toBe(call);
    expect(Object.isFrozen(call)).toBe(true);
    expect(() => {
      (call as { duration: number }).duration = 0;
    }).toThrow(TypeError);
  });

  it('move with the day (calls fall on the 30 days before it) and are otherwise the same call', () => {
    const before = callOf(42, today)!;
    const next = callOf(42, today + DAY)!;
    expect(next).not.toBe(before);
    expect(next.started_at - before.started_at).toBe(DAY);
    expect({ ...next, started_at: 0 }).toEqual({ ...before, started_at: 0 });
    expect(callOf(42, today)).toEqual(before);
  });

  it('are all drawn by the warm-up steps, a hundred a step, and no further', () => {
    const steps = qualityCallBuilds();
    expect(steps).toHaveLength(Math.ceil(CALL_COUNT / 100));
    expect(() => steps.forEach((step) => step())).not.toThrow();
    expect(callOf(CALL_COUNT + 1)).toBeUndefined();
  });
});
