/**
 * A stored file (a template PDF, a signed contract) as bytes: the one GET of the console that is not an API call.
 * Files are served by the platform's file host (the demo backend in demo builds), not through the /api envelope.
 */
export async function fetchFile(url: string): Promise<Blob> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url}: HTTP ${res.status}`);
  return res.blob();
}
