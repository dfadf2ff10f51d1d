/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FAR_ENDS, farEndFor } from '@mocks/sip/far-ends';

const demoDoc = readFileSync(path.join(__dirname, '../../../docs/demo.md'), 'utf8');
const start = demoDoc.indexOf('## Demo softphone');
const section = demoDoc.slice(start, demoDoc.indexOf('\n## ', start + 1));
/** "ends in" cell → the rest of the row. */
const rows = new Map(
  section
    .split('\n')
    .filter((line) => /^\| (`\d`|anything else) /.test(line))
    .map((line) => {
      const [, endsIn = '', ...rest] = line.split('|').map((cell) => cell.trim());
      return [endsIn.replace(/`/g, ''), rest.join(' | ')] as const;
    }),
);

describe('demo customers by dialed number', () => {
  it('singles out the digits 0 to 4; any other last digit answers', () => {
    expect(['0', '1', '2', '3', '4'].map((d) => farEndFor(`1380000000${d}`))).not.toContain(FAR_ENDS.answer);
    expect(['5', '6', '7', '8', '9'].map((d) => farEndFor(`1380000000${d}`))).toEqual(
      Array(5).fill(FAR_ENDS.answer),
    );
  });

  it('docs/demo.md "Demo softphone" documents exactly what each last digit does', () => {
    const singledOut = [...'0123456789'].filter((d) => farEndFor(d) !== FAR_ENDS.answer);
    expect([...rows.keys()].sort()).toEqual([...singledOut, 'anything else'].sort());
    for (const digit of '0123456789') {
      const { ringMs, outcome } = farEndFor(`1380000000${digit}`);
      const row = rows.get(singledOut.includes(digit) ? digit : 'anything else')!;
      if (ringMs === 0) expect(row).not.toContain('180 Ringing');
      else expect(row).toContain('180 Ringing');
      if (Number.isFinite(ringMs) && ringMs > 0) expect(row).toContain(`rings ${ringMs / 1000} s`);
      if (outcome.kind === 'fail') expect(row).toContain(`${outcome.status} ${outcome.reason}`);
      if (outcome.kind === 'ring-forever') expect(row).toMatch(/never answers.*CANCEL → 487/);
      if (outcome.kind === 'answer') {
        expect(row).toContain('200 OK');
        if (outcome.hangUpAfterMs)
          expect(row).toMatch(new RegExp(`${outcome.hangUpAfterMs / 1000} s after answering.*BYE`));
        else expect(row).toContain('until the agent hangs up');
      }
    }
  });
});
