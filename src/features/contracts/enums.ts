import { contractsLimits } from '@/api/generated/contracts.limits.gen';
import { defineEnum } from '@/components/data-table';

/** A contract's state, draft to withdrawn (the contract list's `status` filter). */
export const CONTRACT_STATUS = defineEnum({
  ns: 'contractFlow',
  values: contractsLimits.contractList.status.enum,
  label: (t, s) => t(`status.${s}`),
});
