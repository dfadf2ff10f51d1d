import { useCallback, useEffect, useRef, useState } from 'react';

/** The parts of the Web Speech API's recogniser used here (not in TypeScript's DOM library). */
interface Recogniser {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  onresult: ((e: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((e: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}
type RecogniserClass = new () => Recogniser;

declare global {
  interface Window {
    SpeechRecognition?: RecogniserClass;
    webkitSpeechRecognition?: RecogniserClass;
  }
}

const recogniserClass = (): RecogniserClass | undefined =>
  window.SpeechRecognition ?? window.webkitSpeechRecognition;

/**
 * The microphone as the customer's voice, where the browser recognises speech: `listen()` hears one
 * utterance and hands its text to `onText`; an empty result or a recognition error counts as not recognised.
 */
export function useSpeechInput(lang: string, onText: (text: string) => void, onUnrecognised: () => void) {
  const supported = typeof window !== 'undefined' && !!recogniserClass();
  const [listening, setListening] = useState(false);
  const current = useRef<Recogniser | null>(null);
  const handlers = useRef({ onText, onUnrecognised });
  useEffect(() => {
    handlers.current = { onText, onUnrecognised };
  });

  useEffect(() => () => current.current?.stop(), []);

  const listen = useCallback(() => {
    const Class = recogniserClass();
    if (!Class) return;
    const r = new Class();
    r.lang = lang;
    r.interimResults = false;
    r.continuous = false;
    let heard = false;
    r.onresult = (e) => {
      const text = Array.from(e.results)
        .map((res) => res[0]?.transcript ?? '')
        .join('')
        .trim();
      heard = true;
      if (text) handlers.current.onText(text);
      else handlers.current.onUnrecognised();
    };
    r.onerror = (e) => {
      // no-speech is the customer saying nothing; other errors are the recogniser failing
      if (e.error !== 'aborted' && e.error !== 'no-speech') handlers.current.onUnrecognised();
      heard = true;
    };
    r.onend = () => {
      setListening(false);
      current.current = null;
      if (!heard) handlers.current.onUnrecognised();
    };
    current.current = r;
    setListening(true);
    r.start();
  }, [lang]);

  const stop = useCallback(() => current.current?.stop(), []);
  return { supported, listening, listen, stop };
}
