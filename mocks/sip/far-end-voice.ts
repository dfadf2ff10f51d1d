/**
 * The demo customer's voice: a soft, speech-like murmur made with Web Audio (a buzzing source shaped by two
 * vowel-like band-pass filters, cut into syllables that alternate between two pitches, with pauses between
 * phrases), so the agent hears that the line is live without a recording in the bundle.
 */

/** [pitch in Hz, syllable length in s, pause after it in s]: one phrase, repeated. */
const PHRASE: readonly [number, number, number][] = [
  [220, 0.22, 0.06],
  [180, 0.18, 0.08],
  [220, 0.26, 0.05],
  [180, 0.34, 0.9],
  [180, 0.2, 0.06],
  [220, 0.24, 0.07],
  [180, 0.3, 1.3],
];
/** Vowel colours (first formant, Hz) the syllables cycle through. */
const VOWELS = [700, 500, 850, 400];
const LOOKAHEAD_S = 1.5;
const SCHEDULE_EVERY_MS = 400;
const VOLUME = 0.3;

export interface FarEndVoice {
  stream: MediaStream;
  track: MediaStreamTrack;
  stop(): void;
}

export function startFarEndVoice(): FarEndVoice {
  const ctx = new AudioContext();
  // A context made after the user's first click may start; before that this fails quietly and it stays mute.
  void ctx.resume().catch(() => undefined);
  const source = ctx.createOscillator();
  source.type = 'sawtooth';
  const formant = ctx.createBiquadFilter();
  formant.type = 'bandpass';
  formant.Q.value = 3;
  const upper = ctx.createBiquadFilter();
  upper.type = 'bandpass';
  upper.frequency.value = 1250;
  upper.Q.value = 5;
  const envelope = ctx.createGain();
  envelope.gain.value = 0;
  // Takes the buzz off the top, like a phone line does.
  const soft = ctx.createBiquadFilter();
  soft.type = 'lowpass';
  soft.frequency.value = 2000;
  const master = ctx.createGain();
  master.gain.value = VOLUME;
  const destination = ctx.createMediaStreamDestination();
  source.connect(formant).connect(envelope);
  source.connect(upper).connect(envelope);
  envelope.connect(soft).connect(master).connect(destination);
  source.start();

  let next = ctx.currentTime + 0.3;
  let syllable = 0;
  const schedule = () => {
    while (next < ctx.currentTime + LOOKAHEAD_S) {
      const [pitch, length, pause] = PHRASE[syllable % PHRASE.length]!;
      const t = next;
      source.frequency.setValueAtTime(pitch, t);
      source.frequency.linearRampToValueAtTime(pitch * 0.93, t + length); // speech falls at the end
      formant.frequency.setValueAtTime(VOWELS[syllable % VOWELS.length]!, t);
      envelope.gain.setValueAtTime(0, t);
      envelope.gain.linearRampToValueAtTime(1, t + 0.04);
      envelope.gain.setValueAtTime(1, t + length - 0.07);
      envelope.gain.linearRampToValueAtTime(0, t + length);
      next = t + length + pause;
      syllable += 1;
    }
  };
  schedule();
  const timer = setInterval(schedule, SCHEDULE_EVERY_MS);
  const track = destination.stream.getAudioTracks()[0]!;

  return {
    stream: destination.stream,
    track,
    stop() {
      clearInterval(timer);
      source.stop();
      track.stop();
      void ctx.close().catch(() => undefined);
    },
  };
}
