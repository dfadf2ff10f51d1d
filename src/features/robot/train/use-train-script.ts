import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  scriptArg,
  useRobotLibraryListQuery,
  useRobotPointsDetailQuery,
  useRobotRecordingListQuery,
  useRobotScriptDetailQuery,
} from '../api';
import type { Scene } from '@/api/generated/robot.gen';
import { compileScript, type CompiledScript } from '@/domain/robot/engine';

const NO_SCENES: Scene[] = [];

/** The whole knowledge base in one call: the contract's largest page. */
const ALL_ENTRIES = 1000;

/** The calls of a script's training (its page's prefetch sends them too): the script's, and its whole KB. */
export const trainCalls = (scId: number) => ({
  script: scriptArg(scId),
  library: { body: { sc_id: scId, page: 1, limit: ALL_ENTRIES } },
});

/**
 * The script as the engine walks it: flow, answers, knowledge base, points and recordings, compiled once per
 * version (each query's data object changes only when that part changes, so the memo is the version).
 */
export function useTrainScript(scriptId: number): {
  script: CompiledScript | null;
  /** the flow as saved, for drawing it */
  scenes: Scene[];
  loading: boolean;
} {
  const { t } = useTranslation('robot');
  const calls = trainCalls(scriptId);
  const detail = useRobotScriptDetailQuery(calls.script);
  const library = useRobotLibraryListQuery(calls.library);
  const points = useRobotPointsDetailQuery(calls.script);
  const recordings = useRobotRecordingListQuery(calls.script);
  const pardon = t('train.pardon');
  const goodbye = t('train.goodbye');

  const script = useMemo(() => {
    const d = detail.data?.data;
    const entries = library.data?.data.data;
    if (!d || !entries || !points.data) return null;
    const recorded = new Map(
      (recordings.data?.data ?? []).map((r) => [`${r.kind}:${r.ref}`, r.recording_url] as const),
    );
    return compileScript({
      scenes: d.scene.map((s) => ({
        ...s,
        nodeDataArray: s.nodeDataArray.map((n) => ({
          ...n,
          recording_url: recorded.get(`node:${n.key}`) ?? null,
        })),
      })),
      answers: d.answerList,
      library: entries,
      points: points.data.data,
      lines: { pardon, goodbye },
    });
  }, [detail.data, library.data, points.data, recordings.data, pardon, goodbye]);

  return {
    script,
    scenes: detail.data?.data.scene ?? NO_SCENES,
    loading: detail.isLoading || library.isLoading || points.isLoading,
  };
}
