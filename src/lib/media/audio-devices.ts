export interface AudioDevice {
  id: string;
  label: string;
}

/** Microphones and speakers the browser offers (labels appear once the microphone was allowed). */
export async function listAudioDevices(): Promise<{ inputs: AudioDevice[]; outputs: AudioDevice[] }> {
  const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (!media?.enumerateDevices) return { inputs: [], outputs: [] };
  const all = await media.enumerateDevices();
  const pick = (kind: MediaDeviceKind) =>
    all
      .filter((d) => d.kind === kind)
      .map((d, i) => ({ id: d.deviceId, label: d.label || `${kind} ${i + 1}` }));
  return { inputs: pick('audioinput'), outputs: pick('audiooutput') };
}
