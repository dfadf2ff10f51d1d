import { FLOAT_STACK, floatClearance } from '@/lib/float-stack';

describe('floatClearance', () => {
  it('leaves room up to the top of the highest button shown, and a gap', () => {
    expect(floatClearance([FLOAT_STACK.dial, FLOAT_STACK.groupCall])).toBe(160 + 40 + 16);
    expect(floatClearance([FLOAT_STACK.dial, false])).toBe(96 + 40 + 16);
  });

  it('leaves none where no button shows (dashboards)', () => {
    expect(floatClearance([false, false])).toBe(0);
    expect(floatClearance([])).toBe(0);
  });
});
