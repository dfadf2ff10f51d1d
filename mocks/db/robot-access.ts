import { canChangeKnowledge, can, type ScriptAction } from '@/domain/robot/rules';
import type { DemoScript } from './flows-seed';
import { num } from '../kit/fields';
import { notFound } from '../kit/not-found';
import { scriptTable } from './flows';
import { fail } from '../kit/http';

/** The refusal each action of the script matrix gives (spec 4 and 8). */
const REFUSALS: Partial<Record<ScriptAction | 'knowledge', string>> = {
  knowledge: '当前话术不允许修改知识库',
  questionStudy: '当前话术不允许问题学习',
  editRecording: '当前话术不允许编辑录音',
  downloadRecording: '当前话术不允许下载录音',
  train: '当前话术不允许训练',
};

/** The script named by `sc_id`, or the refusal when it is unknown or its status and ownership forbid `action`. */
export function scriptFor(scId: unknown, action?: ScriptAction | 'knowledge'): DemoScript | Response {
  const script = scriptTable.get(num(scId));
  if (!script) return notFound('话术', 1001);
  if (!action) return script;
  const allowed = action === 'knowledge' ? canChangeKnowledge(script) : can(script, action);
  return allowed ? script : fail(1003, REFUSALS[action] ?? '当前话术不允许此操作');
}
