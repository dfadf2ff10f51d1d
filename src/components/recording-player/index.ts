export { RecordingPlayer, type RecordingPlayerProps } from './RecordingPlayer';

export type { RecordingMark, RecordingPlayerHandle } from './types';
export { formatShortClock as formatTime } from '@/lib/time-format';
