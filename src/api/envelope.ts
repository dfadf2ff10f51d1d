/** REQ-12: every answer of the platform. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export function isEnvelope(value: unknown): value is Envelope {
  return !!value && typeof value === 'object' && typeof (value as Envelope).code === 'number';
}

/** REQ-13: a failure whose data.code is 1 is a warning carrying data.msg. */
export function warningOf(envelope: Envelope): string | undefined {
  const data = envelope.data as { code?: unknown; msg?: unknown } | null | undefined;
  return data && typeof data === 'object' && data.code === 1 && typeof data.msg === 'string'
    ? data.msg
    : undefined;
}
