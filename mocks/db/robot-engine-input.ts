import type { EngineAnswer, EngineInput } from '@/domain/robot/engine';
import { learnedKeywords } from './robot-branch-keywords';
import { libraryOf } from './robot-library';
import { recordingsOf } from './robot-recordings';
import { answerListOf, scenesOf } from './flows';
import { pointsOf } from './robot-points';

/** A script's answers with what it learned for the shared system answers (question learning). */
export function robotAnswerList(sc_id: number) {
  const list = answerListOf('robot', sc_id);
  const merge = (a: EngineAnswer) => {
    const learned = learnedKeywords(sc_id, a.id)?.keywords ?? [];
    return learned.length ? { ...a, keyWorldList: [...a.keyWorldList, ...learned] } : a;
  };
  return { default: list.default.map(merge), special: list.special };
}

/** Everything the dialogue engine needs to walk a script, as the demo backend stores it. */
export function robotEngineInput(sc_id: number, lines: EngineInput['lines']): EngineInput {
  const recorded = new Map(recordingsOf(sc_id).map((r) => [`${r.kind}:${r.ref}`, r.url]));
  return {
    scenes: scenesOf('robot', sc_id).map((s) => ({
      ...s,
      nodeDataArray: s.nodeDataArray.map((n) => ({
        ...n,
        recording_url: recorded.get(`node:${n.key}`) ?? null,
      })),
    })),
    answers: robotAnswerList(sc_id),
    library: libraryOf(sc_id).map((e) => ({ ...e, recording_url: recorded.get(`kb:${e.id}`) ?? null })),
    points: pointsOf(sc_id),
    lines,
  };
}
