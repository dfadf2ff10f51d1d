import type { AnswerList } from '../types';

/**
 * FLOW-12: the script's answers by kind — `isSystem` ones are the default branches, every other one a special
 * branch — whichever list the server put them in, so a misfiled answer cannot be offered or saved as the other.
 */
export function answersByKind(list: AnswerList): AnswerList {
  const all = [...list.default, ...list.special];
  return { default: all.filter((a) => a.isSystem), special: all.filter((a) => !a.isSystem) };
}
