import { assistantLimits } from '@/api/generated/assistant.limits.gen';

/**
 * PLAN-17..19: the custom rule (speech_type 2) is open to assistant_custom 1 or to a phone on the
 * privileged list, which the spec does not give: it comes from config.js (`customRulePhones`).
 */
export function canUseCustomRule(
  user: { phone?: string; assistant_custom?: number | string } | null | undefined,
  privilegedPhones: readonly string[],
) {
  if (!user) return false;
  const phone = user.phone?.trim();
  return Number(user.assistant_custom) === 1 || (!!phone && privilegedPhones.includes(phone));
}

export const PLAN_NAME_MAX = assistantLimits.assistantSpeechAdd.name.maxLength;
export const PLAN_REMARK_MAX = assistantLimits.assistantSpeechAdd.remark.maxLength;

/** PLAN-29: follow-up stages without a name are dropped. */
export const namedStages = <T extends { name?: string | null }>(stages: T[]) =>
  stages.filter((s) => typeof s.name === 'string' && s.name.trim() !== '');
