/** An editor call's outcome: the envelope's data, or the error. */
export type Result<T> = { data: T; error?: undefined } | { error: unknown; data?: undefined };

/** What an RTK Query trigger resolves to, for an endpoint answering the platform's envelope. */
export type Reply<T> = PromiseLike<{ data?: { data: T }; error?: unknown }>;

export const unwrap = async <T>(call: Reply<T>): Promise<Result<T>> => {
  const r = await call;
  return r.data ? { data: r.data.data } : { error: r.error ?? 'failed' };
};
