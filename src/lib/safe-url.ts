const FETCHABLE = new Set(['http:', 'https:', 'blob:']);

/**
 * `url` when it names a file the browser fetches (http, https or blob, relative ones included), otherwise
 * undefined. File addresses come from the server and, through it, from whoever uploaded or typed them: a
 * `javascript:` or `data:` address put on a link or a download would run or show whatever it carries.
 */
export function fileUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return FETCHABLE.has(new URL(url, window.location.href).protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}
