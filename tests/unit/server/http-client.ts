/** An answer's envelope, its data as loosely typed as a test reading a few fields needs. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields it checks
export type Envelope = { code: number; msg: string; data: any };

/** A console's calls to the real demo server: POST with api_token in the query (spec 7). */
export function client(base: string) {
  const call = (
    path: string,
    body: string | FormData | Record<string, string>,
    token?: string,
    init: RequestInit = {},
  ) =>
    fetch(`${base}/api/${path}${token ? `?api_token=${token}` : ''}`, {
      method: 'POST',
      ...init,
      body: typeof body === 'string' || body instanceof FormData ? body : new URLSearchParams(body),
    });
  const json = async (path: string, body: Record<string, string>, token?: string) =>
    (await (await call(path, body, token)).json()) as Envelope;
  return {
    call,
    json,
    async signIn(username: string, password: string): Promise<string> {
      const answer = await json('login', { username, password });
      if (answer.code !== 0) throw new Error(`sign-in of ${username}: ${answer.msg}`);
      return answer.data.token as string;
    },
  };
}
