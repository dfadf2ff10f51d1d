import type { Turn } from '@/domain/robot/engine';

/**
 * Speaks a robot line: its recording when the node or KB answer has one, else the browser's speech synthesis
 * (when the browser offers it). Returns a stop function for the next line or a restart.
 */
export function speakTurn(turn: Turn, lang: string): () => void {
  if (turn.recordingUrl) {
    const audio = new Audio(turn.recordingUrl);
    void audio.play().catch(() => undefined);
    return () => audio.pause();
  }
  const synth = typeof window !== 'undefined' ? window.speechSynthesis : undefined;
  if (!synth || !turn.robotText || typeof SpeechSynthesisUtterance === 'undefined') return () => undefined;
  const utterance = new SpeechSynthesisUtterance(turn.robotText);
  utterance.lang = lang;
  synth.cancel();
  synth.speak(utterance);
  return () => synth.cancel();
}
