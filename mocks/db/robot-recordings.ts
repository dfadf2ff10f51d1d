import { createTable } from '../kit/table';

/** A recorded line of a script: a node's content (ref = node key) or a KB answer (ref = entry id). */
export interface DemoLineRecording {
  id: number;
  sc_id: number;
  kind: 'node' | 'kb';
  ref: string;
  /** A synthesized demo recording (mocks/kit/recording.ts): the file itself is never kept. */
  url: string;
  updated_at: string;
}

export const lineRecordingTable = createTable<DemoLineRecording>({
  name: 'robot/line-recordings',
  seed: () => [],
});

export const recordingOf = (sc_id: number, kind: 'node' | 'kb', ref: string) =>
  lineRecordingTable.all().find((r) => r.sc_id === sc_id && r.kind === kind && r.ref === ref);

export const recordingsOf = (sc_id: number) => lineRecordingTable.list((r) => r.sc_id === sc_id);
