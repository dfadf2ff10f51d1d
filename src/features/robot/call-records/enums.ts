import { robotLimits } from '@/api/generated/robot.limits.gen';
import { defineEnum } from '@/components/data-table';

/** How the latest attempt at a number ended (the robot call list's `outcome` filter). */
export const CALL_OUTCOME = defineEnum({
  ns: 'robotTasks',
  values: robotLimits.robotCallRecordList.outcome.enum,
  label: (t, o) => t(`record.outcomes.${o}`),
});
