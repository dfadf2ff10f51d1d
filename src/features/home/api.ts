import { homeGeneratedApi } from '@/api/generated/home.gen';

/** The endpoints' prefetches (a page's first requests). */
export { homeGeneratedApi as homeApi };

export const { useHomeStatisticsQuery, useHomeAppointmentListQuery } = homeGeneratedApi;
