/**
 * Ring tones synthesized with the Web Audio API, so nothing is downloaded and they play in a background tab:
 * the whole pattern is scheduled on the audio clock ahead of time (timers are throttled in hidden tabs).
 * Browsers start an AudioContext only after a user gesture, so `unlockAudio` resumes it on the first click.
 */
export type ToneName = 'ringIn' | 'ringOut';

interface Pattern {
  /** Frequencies mixed together, Hz. */
  freqs: number[];
  /** Alternating on/off durations in seconds, one cycle. */
  cadence: number[];
  gain: number;
}

// Ring-out: the Chinese ringback tone, 450 Hz, 1 s on 4 s off. Ring-in: a brighter dual tone, twice a cycle.
const PATTERNS: Record<ToneName, Pattern> = {
  ringOut: { freqs: [450], cadence: [1, 4], gain: 0.12 },
  ringIn: { freqs: [660, 880], cadence: [0.4, 0.2, 0.4, 2], gain: 0.1 },
};

const SCHEDULE_CYCLES = 40;

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Ctor = typeof window === 'undefined' ? undefined : (window.AudioContext ?? undefined);
  context = Ctor ? new Ctor() : null;
  return context;
}

export function unlockAudio(): void {
  const ctx = audioContext();
  if (ctx && ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
}

/** Starts a tone and returns its stop function; a no-op where the browser has no Web Audio. */
export function playTone(name: ToneName): () => void {
  const ctx = audioContext();
  if (!ctx) return () => undefined;
  unlockAudio();
  const { freqs, cadence, gain } = PATTERNS[name];
  const out = ctx.createGain();
  out.gain.value = 0;
  out.connect(ctx.destination);
  const oscillators = freqs.map((f) => {
    const osc = ctx.createOscillator();
    osc.frequency.value = f;
    osc.connect(out);
    osc.start();
    return osc;
  });
  let t = ctx.currentTime + 0.05;
  for (let cycle = 0; cycle < SCHEDULE_CYCLES; cycle++) {
    cadence.forEach((seconds, i) => {
      const on = i % 2 === 0;
      // short ramps avoid clicks at each edge
      out.gain.setTargetAtTime(on ? gain : 0, t, 0.01);
      t += seconds;
    });
  }
  return () => {
    out.gain.cancelScheduledValues(ctx.currentTime);
    out.gain.setTargetAtTime(0, ctx.currentTime, 0.01);
    oscillators.forEach((o) => o.stop(ctx.currentTime + 0.05));
    setTimeout(() => out.disconnect(), 100);
  };
}
