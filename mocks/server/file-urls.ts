/**
 * The demo's stored files (contract PDFs, recordings) are answered by the server under /demo-files/, and the
 * handlers name them by path, which the page and Jest read on their own origin. A console on another origin
 * (a deployment whose config.js points `apiBase` at this server) would fetch such a path from its own web server,
 * so the server's answers name them absolutely, on the server as the browser reached it: behind a proxy (the dev
 * server of `npm start` forwards /demo-files too) the proxy's address from X-Forwarded-Host, else the request's.
 */
const FILE_PATH = /"(?:https?:\/\/[^"/\s]+)?(\/demo-files\/)/g;

/** The origin the browser addressed: the forwarding proxy's when there is one. */
export function publicOrigin(request: Request): string {
  const forwardedHost = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  if (!forwardedHost) return new URL(request.url).origin;
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() || 'http';
  return `${proto}://${forwardedHost}`;
}

/** `response` with every /demo-files/ address in its JSON made absolute on `origin` (other answers as they are). */
export async function withAbsoluteFileUrls(response: Response, origin: string): Promise<Response> {
  if (!response.headers.get('content-type')?.includes('application/json')) return response;
  const text = await response.text();
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(
    text.replace(FILE_PATH, (_match, path: string) => `"${origin}${path}`),
    { status: response.status, statusText: response.statusText, headers },
  );
}
