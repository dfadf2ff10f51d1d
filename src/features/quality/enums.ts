import { qualityLimits } from '@/api/generated/quality.limits.gen';
import { defineEnum } from '@/components/data-table';

/** A rule in use or not (the rule list's `status` filter). */
export const RULE_STATUS = defineEnum({
  ns: 'quality',
  values: qualityLimits.qualityRuleList.status.enum,
  label: (t, s) => t(s ? 'common.enabled' : 'common.disabled'),
});

/** An inspected call's verdict (the result list's `passed` filter). */
export const RESULT_PASSED = defineEnum({
  ns: 'quality',
  values: qualityLimits.qualityResultList.passed.enum,
  label: (t, p) => t(p ? 'common.passed' : 'common.failed'),
});

/** Whether a reviewer has gone over the call (the result list's `review_status` filter). */
export const REVIEW_STATUS = defineEnum({
  ns: 'quality',
  values: qualityLimits.qualityResultList.review_status.enum,
  label: (t, s) => t(`result.reviewStatus${s}`),
});

/** Where an inspection project is (the project list's `status` filter): 0..3. */
export const PROJECT_STATUS = defineEnum({
  ns: 'quality',
  values: qualityLimits.qualityProjectList.status.enum,
  label: (t, s) => t(`project.status${s}`),
});
