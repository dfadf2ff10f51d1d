import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import { server } from '@mocks/node';
import { renderApp } from '@tests/support/render-app';
import { SLOW } from '@tests/support/slow';

export const rowsOf = () => screen.getAllByRole('row').filter((r) => r.classList.contains('ant-table-row'));
export const rowOf = (text: string) => rowsOf().find((r) => within(r).queryByText(text))!;

export async function openPage(url: string, ready: () => void) {
  const view = renderApp(undefined, { user: 'admin', url });
  await waitFor(ready, SLOW);
  return view;
}

export type View = ReturnType<typeof renderApp>;

/**
 * The upload keeps a chosen file only when it is an instance of the global File, and the request layer sends
 * what is a Blob of the fetch MSW answers: Node's File stands in for jsdom's during a suite.
 */
export function withNodeFiles() {
  const realFile = globalThis.File;
  beforeAll(() => void (globalThis.File = NodeFile as unknown as typeof File));
  afterAll(() => void (globalThis.File = realFile));
}

/** A multipart call the demo backend received: its fields, files as {name, size}. */
export type MultipartCall = Record<string, string | { name: string; size: number; type: string }>;

/** Records the multipart forms sent to `/api/<path>` from now on (a live array). */
export function recordMultipart(path: string): MultipartCall[] {
  const calls: MultipartCall[] = [];
  const listener = async ({ request }: { request: Request }) => {
    if (!new URL(request.url).pathname.endsWith(`/api/${path}`)) return;
    if (!(request.headers.get('content-type') ?? '').includes('multipart/form-data')) {
      calls.push({ notMultipart: request.headers.get('content-type') ?? '' });
      return;
    }
    const form = await request.clone().formData();
    const call: MultipartCall = {};
    form.forEach((value, key) => {
      if (key === 'api_token') return;
      call[key] =
        typeof value === 'string'
          ? value
          : { name: (value as File).name, size: value.size, type: value.type };
    });
    calls.push(call);
  };
  server.events.on('request:start', listener);
  listening.add(listener);
  return calls;
}

const listening = new Set<(e: { request: Request }) => Promise<void>>();
afterEach(() => {
  listening.forEach((l) => server.events.removeListener('request:start', l));
  listening.clear();
});
