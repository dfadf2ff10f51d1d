import { fileUrl } from '@/lib/safe-url';

/**
 * A stored file (a template PDF, a signed contract) as bytes: the one GET of the console that is not an API call.
 * Files are served by the platform's file host (the demo backend in demo builds), not through the /api envelope.
 */
export async function fetchFile(url: string): Promise<Blob> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url}: HTTP ${res.status}`);
  return res.blob();
}

/**
 * Saves the file at `url` under `name`. Fetched first and saved from a blob: a link's own download is a
 * navigation, which the demo backend's service worker (msw) lets through to the static server, so the demo's
 * stored files would come back as the console's index.html. A file that cannot be fetched (a file host without
 * CORS) is still downloaded by the link itself; an address that is no file's (javascript:, data:) is never followed.
 */
export async function saveFile(address: string, name: string) {
  const url = fileUrl(address);
  if (!url) return;
  let href = url;
  try {
    href = URL.createObjectURL(await fetchFile(url));
  } catch {
    // the link below downloads it
  }
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  a.click();
  // the download has started from the blob by then; the browser may drop it afterwards
  if (href !== url) setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
