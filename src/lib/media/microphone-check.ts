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
    return failureOf(error);
  }
}

/**
 * Browsers name the failure in `name` (DOMException) and older ones in a string `code` (PERMISSION_DENIED): either
 * one classifies it. The text shows a string code when there is one, else the name.
 */
function failureOf(error: unknown): MicrophoneCheck {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  const ids = [name, code].filter((id): id is string => typeof id === 'string');
  const is = (list: string[]) => ids.some((id) => list.includes(id));
  if (is(DENIED)) return { ok: false, reason: 'denied' };
  if (is(UNSUPPORTED)) return { ok: false, reason: 'no-hardware-support' };
  if (is(NOT_FOUND)) return { ok: false, reason: 'not-found' };
  // a DOMException's numeric code is a legacy number (0 for NotReadableError, 20 for AbortError): its name says more
  const detail = typeof code === 'string' && code ? code : (name ?? code);
  return { ok: false, reason: 'cannot-open', code: String(detail ?? '') };
}
