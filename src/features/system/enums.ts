import { explicitNumbersLimits } from '@/api/generated/explicit-numbers.limits.gen';
import { systemLimits } from '@/api/generated/system.limits.gen';
import { defineEnum } from '@/components/data-table';

/** A sign-in let in or refused (the sign-in log's `result` filter). */
export const LOGIN_RESULT = defineEnum({
  ns: 'system',
  values: systemLimits.loginLogList.result.enum,
  label: (t, r) => t(`log.${r}`),
});

/** An explicit number's review: waiting, passed, refused (the number list's `audit_status` filter). */
export const NUMBER_AUDIT = defineEnum({
  ns: 'system',
  values: explicitNumbersLimits.explicitNumberList.audit_status.enum,
  label: (t, s) => t(`explicitNumber.audits.${s}`),
});

/** An explicit number in use or not (the number list's `status` filter). */
export const NUMBER_STATUS = defineEnum({
  ns: 'system',
  values: explicitNumbersLimits.explicitNumberList.status.enum,
  label: (t, s) => t(`explicitNumber.statuses.${s}`),
});
