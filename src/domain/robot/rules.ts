import { robotLimits } from '@/api/generated/robot.limits.gen';

/** Script status values (SCRIPT-13). */
export const SCRIPT_STATUS = { test: 0, review: 1, approved: 2, rejected: 3, experience: 4 } as const;

export type ScriptAction =
  'edit' | 'delete' | 'questionStudy' | 'editRecording' | 'downloadRecording' | 'train';

const ALL: ScriptAction[] = [
  'edit',
  'delete',
  'questionStudy',
  'editRecording',
  'downloadRecording',
  'train',
];
const WITHOUT_EDIT: ScriptAction[] = [
  'delete',
  'questionStudy',
  'editRecording',
  'downloadRecording',
  'train',
];

/** SCRIPT-16..21: what a script allows, by status and own flag (spec 4, script actions by status). */
export function allowedActions(status: number, own: number): ReadonlySet<ScriptAction> {
  switch (status) {
    case SCRIPT_STATUS.test:
    case SCRIPT_STATUS.rejected:
      return new Set(ALL);
    case SCRIPT_STATUS.review:
      return new Set(['delete', 'questionStudy', 'downloadRecording', 'train']);
    case SCRIPT_STATUS.approved:
      return new Set(WITHOUT_EDIT);
    case SCRIPT_STATUS.experience:
      return new Set(own === 1 ? WITHOUT_EDIT : ['delete']);
    default:
      return new Set();
  }
}

export const can = (script: { status: number; own: number } | null | undefined, action: ScriptAction) =>
  !!script && allowedActions(script.status, script.own).has(action);

/** Tabs of the horizontal menu that need an action of the matrix; a tab opens when any of its actions is allowed. */
export const TAB_ACTIONS: Partial<Record<string, ScriptAction[]>> = {
  questionStudy: ['questionStudy'],
  train: ['train'],
  record: ['editRecording', 'downloadRecording'],
};

export function canOpenTab(script: { status: number; own: number } | null | undefined, tab: string): boolean {
  const actions = TAB_ACTIONS[tab];
  return !actions || actions.some((a) => can(script, a));
}

/**
 * What may change the knowledge base and the points of a script: learning from calls adds to them, so they
 * follow question study (test, review, approved, rejected, own experience scripts), not the flow's edit.
 */
export const canChangeKnowledge = (script: { status: number; own: number } | null | undefined) =>
  can(script, 'questionStudy');

/** SCRIPT-26: the script name is at most 70 by the name length helper (wide characters count 2). */
export const SCRIPT_NAME_MAX = 70;
/** SCRIPT-27: the name input's own limit in characters (the spec names the constant; the contract its value). */
export const SCRIPT_NAME_INPUT_MAX = robotLimits.robotScriptAdd.name.maxLength;
/** SCRIPT-31/32: the description is at most 70; its input stops at 99. */
export const SCRIPT_DESC_MAX = robotLimits.robotScriptAdd.speechcraft_desc.maxLength;
export const SCRIPT_DESC_INPUT_MAX = 99;
/** SCRIPT-33 */
export const LABEL_TAGS_SHOWN = 2;

/** SCRIPT-34: a copy's name gets the suffix when the name is shorter than the maximum minus 4. */
export function copyName(name: string, suffix: string, max: number = SCRIPT_NAME_INPUT_MAX): string {
  return name.length < max - 4 ? `${name}${suffix}` : name;
}
