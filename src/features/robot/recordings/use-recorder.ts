import { useCallback, useEffect, useRef, useState } from 'react';

export type RecorderError = 'unsupported' | 'denied' | 'failed';

/**
 * The microphone as a recorder: `start()` asks for the microphone and records, with the input level (0–1)
 * for a meter; `stop()` gives the take as a Blob. A new start is a re-take.
 */
export function useRecorder() {
  const supported =
    typeof window !== 'undefined' &&
    typeof MediaRecorder !== 'undefined' &&
    !!navigator.mediaDevices?.getUserMedia;
  const [recording, setRecording] = useState(false);
  const [level, setLevel] = useState(0);
  const [take, setTake] = useState<Blob | null>(null);
  const [error, setError] = useState<RecorderError | null>(null);
  const cleanup = useRef<() => void>(() => undefined);

  useEffect(() => () => cleanup.current(), []);

  const start = useCallback(async () => {
    if (!supported) {
      setError('unsupported');
      return;
    }
    setError(null);
    setTake(null);
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setError('denied');
      return;
    }
    const recorder = new MediaRecorder(stream);
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    recorder.onstop = () => setTake(new Blob(chunks, { type: recorder.mimeType }));
    recorder.onerror = () => setError('failed');
    // the level meter: the loudest sample of each animation frame
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    context.createMediaStreamSource(stream).connect(analyser);
    const data = new Uint8Array(analyser.fftSize);
    let frame = 0;
    const measure = () => {
      analyser.getByteTimeDomainData(data);
      let peak = 0;
      for (const v of data) peak = Math.max(peak, Math.abs(v - 128) / 128);
      setLevel(peak);
      frame = requestAnimationFrame(measure);
    };
    measure();
    cleanup.current = () => {
      cancelAnimationFrame(frame);
      if (recorder.state !== 'inactive') recorder.stop();
      stream.getTracks().forEach((t) => t.stop());
      void context.close();
      setLevel(0);
      setRecording(false);
    };
    recorder.start();
    setRecording(true);
  }, [supported]);

  const stop = useCallback(() => cleanup.current(), []);
  const discard = useCallback(() => setTake(null), []);

  return { supported, recording, level, take, error, start, stop, discard };
}
