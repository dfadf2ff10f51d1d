/** Phones of the accounts that may always create custom-rule plans (PLAN-18; the spec keeps the numbers). */
export const PRIVILEGED_PHONES: readonly string[] = ['13800138000', '18800000001'];

/** PLAN-17..19: the custom rule (speech_type 2) is open to assistant_custom 1 or a privileged phone. */
export function canUseCustomRule(
  user: { phone?: string; assistant_custom?: number | string } | null | undefined,
) {
  if (!user) return false;
  return Number(user.assistant_custom) === 1 || (!!user.phone && PRIVILEGED_PHONES.includes(user.phone));
}

/** PLAN-11: plan edit and delete are checked as a script of status 0, so they are always allowed. */
export const PLAN_CHECK_STATUS = 0;

export const PLAN_NAME_MAX = 20;
export const PLAN_REMARK_MAX = 50;

/** PLAN-29: follow-up stages without a name are dropped. */
export const namedStages = <T extends { name?: string | null }>(stages: T[]) =>
  stages.filter((s) => typeof s.name === 'string' && s.name.trim() !== '');
