/** Why the microphone cannot be used; the softphone turns each into the spec's message. */
export type MicrophoneFailure =
  | { reason: 'denied' }
  | { reason: 'no-hardware-support' }
  | { reason: 'not-found' }
  | { reason: 'cannot-open'; code: string }
  | { reason: 'no-recording-support' };

export type MicrophoneCheck = { ok: true } | ({ ok: false } & MicrophoneFailure);

const DENIED = ['NotAllowedError', 'PermissionDeniedError', 'PERMISSION_DENIED', 'SecurityError'];
const UNSUPPORTED = ['NotSupportedError', 'NOT_SUPPORTED_ERROR'];
const NOT_FOUND = [
  'NotFoundError',
  'DevicesNotFoundError',
  'MandatoryUnsatisfiedError',
  'MANDATORY_UNSATISFIED_ERROR',
];

/** Opens the microphone once (and closes it again) to prove calls can carry the agent's voice. */
export async function checkMicrophone(deviceId?: string | null): Promise<MicrophoneCheck> {
  const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (!media?.getUserMedia) return { ok: false, reason: 'no-recording-support' };
  try {
    const stream = await media.getUserMedia({ audio: deviceId ? { deviceId: { exact: deviceId } } : true });
    stream.getTracks().forEach((t) => t.stop());
    return { ok: true };
  } catch (error) {
    const code =
      (error as { name?: string; code?: string | number }).name ?? String((error as { code?: unknown }).code);
    if (DENIED.includes(code)) return { ok: false, reason: 'denied' };
    if (UNSUPPORTED.includes(code)) return { ok: false, reason: 'no-hardware-support' };
    if (NOT_FOUND.includes(code)) return { ok: false, reason: 'not-found' };
    return { ok: false, reason: 'cannot-open', code };
  }
}
