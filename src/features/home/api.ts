import { homeGeneratedApi } from '@/api/generated/home.gen';

/** Figures move with every call: re-read when the softphone records one. */
export const homeApi = homeGeneratedApi.enhanceEndpoints({
  addTagTypes: ['CallRecord'],
  endpoints: {
    homeStatistics: { providesTags: ['CallRecord'] },
    homeAppointmentList: { extraOptions: { cacheTime: 0 } },
  },
});

export const { useHomeStatisticsQuery, useHomeAppointmentListQuery } = homeApi;
