import { homeGeneratedApi } from '@/api/generated/home.gen';

export const { useHomeStatisticsQuery, useHomeAppointmentListQuery } = homeGeneratedApi;
