/**
 * @jest-environment node
 */
import { lint } from '@tests/support/eslint-cli';

// The demo backend's floors (mocks/README.md) and the console's door to it, as lint holds them.
describe('the floor plan of mocks/', () => {
  it('keeps the kit on the ground floor, the data below the handlers and each handler apart', () => {
    expect(lint("export { db } from '../db/db';\n", 'mocks/kit/example.ts').join()).toMatch(
      /The kit is the ground floor/,
    );
    expect(lint("export { handlers } from '../handlers';\n", 'mocks/db/example.ts').join()).toMatch(
      /The demo data stands below the handlers/,
    );
    expect(lint("export { flowHandlers } from './flows';\n", 'mocks/handlers/example.ts').join()).toMatch(
      /A handler imports no other handler/,
    );
    // what handlers share comes from db and kit; index.ts alone lists the handlers
    expect(
      lint(
        "export { scriptTable } from '../db/flows';\nexport { ok } from '../kit/http';\n",
        'mocks/handlers/example.ts',
      ),
    ).toEqual([]);
    expect(lint("export { flowHandlers } from './flows';\n", 'mocks/handlers/index.ts')).toEqual([]);
  }, 120_000);

  it('lets the console reach the demo backend only through its entry, and keeps src/domain pure', () => {
    expect(lint("export { db } from '@mocks/db/db';\n", 'src/features/home/x.ts').join()).toMatch(
      /The console does not import the demo backend/,
    );
    expect(lint("export { db } from '@mocks/db/db';\n", 'src/lib/demo-backend.ts').join()).toMatch(
      /The demo entry is mocks\/browser.ts/,
    );
    expect(lint("export const load = () => import('@mocks/browser');\n", 'src/lib/demo-backend.ts')).toEqual(
      [],
    );
    expect(lint("export { useState } from 'react';\n", 'src/domain/robot/x.ts').join()).toMatch(
      /domain\/ is pure and React-free/,
    );
    expect(
      lint("export { page } from '@/features/quality/transcript-text';\n", 'src/domain/x.ts').join(),
    ).toMatch(/domain\/ holds the pure rules/);
  }, 120_000);
});
