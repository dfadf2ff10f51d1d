import { feesGeneratedApi } from '@/api/generated/fees.gen';
import { staffGeneratedApi } from '@/api/generated/staff.gen';

export const { useFeeRecordListQuery, useLazyFeeRecordListQuery } = feesGeneratedApi;
export const { useStaffOptionsQuery } = staffGeneratedApi;
