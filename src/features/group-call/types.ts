import type { CallTaskListApiArg, CallTaskListApiResponse } from '@/api/generated/callcenter.gen';

export type GroupCallRecord = CallTaskListApiResponse['data']['list'][number];
export type SaveStatus = NonNullable<CallTaskListApiArg['body']['get_status']>;

/** The filters of the drawer as the list call sends them (GROUP-04). */
export interface GroupCallFilters {
  name: string;
  duration: string;
  get_status: SaveStatus;
}

export const NO_FILTERS: GroupCallFilters = { name: '', duration: '', get_status: '' };

/** GROUP-06: the drawer pages by ten. */
export const PAGE_SIZE = 10;

export const UNSAVED = 1;
export const SAVED = 2;
