export { RecordingPlayer, type RecordingPlayerProps } from './RecordingPlayer';
export { formatTime } from './format-time';
export type { RecordingMark, RecordingPlayerHandle } from './types';
