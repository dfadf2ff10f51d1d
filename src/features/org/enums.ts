import { staffLimits } from '@/api/generated/staff.limits.gen';
import { defineEnum } from '@/components/data-table';

/** A member's account enabled or disabled (the staff list's `status` filter). */
export const STAFF_STATUS = defineEnum({
  ns: 'org',
  values: staffLimits.staffList.status.enum,
  label: (t, s) => t(s ? 'staff.enabled' : 'staff.disabled'),
});
