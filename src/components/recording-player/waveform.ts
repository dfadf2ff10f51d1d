import { PRIMARY } from '@/lib/primary-colour';

/**
 * Draws the waveform of the player's own audio element with wavesurfer.js, loaded on first use so that only
 * screens with a recording fetch it. Without Web Audio (jsdom, very old browsers) there is no waveform: the
 * player's controls and progress bar work on the element alone.
 */
export async function attachWaveform(container: HTMLElement, media: HTMLMediaElement, src: string) {
  if (typeof AudioContext === 'undefined') return () => undefined;
  const { default: WaveSurfer } = await import(/* webpackChunkName: "waveform" */ 'wavesurfer.js');
  const surfer = WaveSurfer.create({
    container,
    media,
    url: src,
    height: 56,
    waveColor: '#b7c9e2',
    progressColor: PRIMARY,
    cursorColor: '#0958d9',
    barWidth: 2,
    barGap: 1,
    dragToSeek: true,
    // telephone audio: decoding at its own rate keeps an hour's call small in memory
    sampleRate: 8000,
  });
  return () => surfer.destroy();
}
