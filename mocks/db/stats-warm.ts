import { warmCallRecords } from './call-records';

/**
 * The platform keeps its records ready; the demo generates its sixty days of calls on first use. This step builds
 * them in idle time after start (warm-up.ts): the first list or dashboard opened then only counts.
 */
export const statsHistoryBuilds = (): (() => void)[] => [warmCallRecords];
