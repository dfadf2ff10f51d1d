/**
 * @jest-environment node
 */
import { client } from './http-client';
import { serverPerFile } from '@tests/support/demo-server';

const server = serverPerFile();

/** A one-page PDF, as small as a valid one gets. */
const PDF = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj
trailer << /Root 1 0 R >>
%%EOF`;

async function upload(token: string, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'one.pdf');
  form.append('scene', 'contract');
  const answer = await client(server().url).call('contracts/file/upload', form, token, { headers });
  return ((await answer.json()) as { data: { url: string } }).data.url;
}

describe('the demo server’s file addresses', () => {
  it('names a stored file on the server itself, for a console served from another origin', async () => {
    const token = await client(server().url).signIn('admin', 'admin123');
    const url = await upload(token);
    expect(url).toMatch(new RegExp(`^${server().url}/demo-files/contracts/\\d+/one\\.pdf$`));
    const file = await fetch(url);
    expect(file.status).toBe(200);
    expect((await file.text()).startsWith('%PDF-')).toBe(true);
  });

  it('names it on the proxy’s address when a proxy forwards the calls (the dev server of npm start)', async () => {
    const token = await client(server().url).signIn('admin', 'admin123');
    const url = await upload(token, { 'x-forwarded-host': 'localhost:8080', 'x-forwarded-proto': 'http' });
    expect(url).toMatch(/^http:\/\/localhost:8080\/demo-files\/contracts\/\d+\/one\.pdf$/);
  });

  it('answers a recording in byte ranges (206), as a media element asks for it', async () => {
    const token = await client(server().url).signIn('admin', 'admin123');
    const list = await client(server().url).json('callcenter/record/list', { page: '1', limit: '5' }, token);
    const recorded = (list.data.data as { recording_url: string | null }[]).find((r) => r.recording_url);
    expect(recorded?.recording_url).toMatch(new RegExp(`^${server().url}/demo-files/recordings/`));
    const part = await fetch(recorded!.recording_url!, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toMatch(/^bytes 100-199\/\d+$/);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
  });
});
