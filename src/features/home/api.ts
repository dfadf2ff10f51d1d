import { homeGeneratedApi } from '@/api/generated/home.gen';

export const { useHomeStatisticsQuery } = homeGeneratedApi;
