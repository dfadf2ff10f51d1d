/** A stretch of the recording worth pointing at (a rule hit, a transcript line), in seconds. */
export interface RecordingMark {
  id: string;
  start: number;
  end: number;
  label?: string;
  color?: string;
}

/** What a screen can do to a player it holds a ref to (a transcript line seeks there). */
export interface RecordingPlayerHandle {
  seekTo(seconds: number): void;
  play(): void;
  pause(): void;
}
