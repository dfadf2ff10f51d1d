import { screen, waitFor, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { unzipSync } from 'fflate';
import { recordingsOf } from '@mocks/db/robot-recordings';
import { renderApp } from '@tests/support/render-app';
import { recordRequests } from '@tests/support/requests';
import { SLOW, slowSuite } from '@tests/support/slow';

slowSuite({ queries: true });

const rowsOf = () => screen.getAllByRole('row').filter((r) => r.classList.contains('ant-table-row'));

const wav = (name: string, valid = true) => {
  const b = new Uint8Array(64);
  if (valid) {
    b.set(
      [...'RIFF'].map((c) => c.charCodeAt(0)),
      0,
    );
    b.set(
      [...'WAVE'].map((c) => c.charCodeAt(0)),
      8,
    );
  }
  // jsdom's File cannot be read (no arrayBuffer()); Node's can, like a browser's
  return new NodeFile([b], name, { type: 'audio/wav' }) as unknown as File;
};

/** The files the console hands to the browser to download (jsdom has no object URLs). */
function captureDownloads(): Blob[] {
  const files: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    files.push(blob);
    return `blob:download-${files.length}`;
  });
  URL.revokeObjectURL = jest.fn();
  return files;
}

async function openRecord(id: number) {
  const view = renderApp(undefined, { user: 'admin', url: `/voice/dialogue/record?id=${id}` });
  await waitFor(() => expect(rowsOf().length).toBeGreaterThan(3), SLOW);
  return view;
}

describe('robot recordings', () => {
  it('[ROUTES-ROBOT-06] /voice/dialogue/record lists every node line and KB answer; a file is checked before it is sent, then recorded; all download as a zip', async () => {
    const files = captureDownloads();
    const requests = recordRequests();
    const { user } = await openRecord(1);
    const total = Number(/^已录音 0 \/ (\d+) 条$/.exec(screen.getByText(/^已录音 /).textContent!)![1]);
    expect(total).toBeGreaterThan(rowsOf().length); // every line, over pages
    expect(within(rowsOf()[0]!).getByText('节点')).toBeInTheDocument();

    const first = rowsOf()[0]!;
    const name = within(first).getAllByRole('cell')[3]!.textContent!;
    const input = () => rowsOf()[0]!.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(input(), wav('fake.wav', false));
    expect(await screen.findByText('fake.wav 不是WAV或MP3格式的录音')).toBeInTheDocument();
    expect(requests.forms('robot/recording/upload')).toHaveLength(0);

    await user.upload(input(), wav('take.wav'));
    expect(await screen.findByText('上传成功', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(`已录音 1 / ${total} 条`)).toBeInTheDocument(), SLOW);
    expect(within(rowsOf()[0]!).getByText('已录音')).toBeInTheDocument();
    expect(recordingsOf(1)).toHaveLength(1);
    expect(within(rowsOf()[0]!).getByRole('button', { name: `为${name}录音` })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /下载全部录音/ }));
    await waitFor(() => expect(files).toHaveLength(1), SLOW);
    const zip = unzipSync(new Uint8Array(await files[0]!.arrayBuffer()));
    const entries = Object.keys(zip);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatch(/^node-开场-.+\.wav$/);
    expect(new TextDecoder().decode(zip[entries[0]!]!.slice(0, 4))).toBe('RIFF');

    // the knowledge base's answers follow the nodes' lines: the last page ends with one
    const pages = screen.getAllByRole('listitem').filter((li) => /^\d+$/.test(li.title));
    await user.click(pages.at(-1)!);
    await waitFor(() => expect(within(rowsOf().at(-1)!).getByText('知识库')).toBeInTheDocument(), SLOW);
  }, 90_000);

  it('[SCRIPT-17] a script in review downloads recordings but cannot record or upload', async () => {
    await openRecord(2);
    expect(screen.getByRole('button', { name: /下载全部录音/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^为.+录音$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /上传/ })).not.toBeInTheDocument();
  }, 60_000);
});
