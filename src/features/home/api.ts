import { homeGeneratedApi } from '@/api/generated/home.gen';

export { homeGeneratedApi as homeApi };

export const { useHomeStatisticsQuery, useHomeAppointmentListQuery } = homeGeneratedApi;
