/**
 * The Content-Security-Policy the console is served with (scripts/serve.mjs sends it; docs/deployment.md gives it
 * to operators for their own web server). No inline or eval'd script anywhere: the bundle, config.js, PDF.js's
 * worker and the demo's service worker are all files of the console's own origin.
 */

/** Origins (scheme://host[:port]) of the URLs in the runtime configuration the console connects to. */
export function configOrigins(config) {
  const urls = [config?.apiBase, ...Object.values(config?.sockets ?? {}), config?.sip?.wssUrl];
  const origins = new Set();
  for (const url of urls) {
    if (typeof url !== 'string' || !url) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // not an absolute URL: a path on the console's own origin, which 'self' covers
    }
  }
  return [...origins];
}

/**
 * The policy. `connect` adds the origins of the API, the live-channel sockets and the SIP server when they are
 * not the console's own; `media` the recording server's, `files` the file host's (contract PDFs, seal and
 * product pictures) in a connected deployment.
 */
export function contentSecurityPolicy({ connect = [], media = [], files = [] } = {}) {
  const list = (...sources) => [...new Set(sources.flat())].join(' ');
  return [
    `default-src 'self'`,
    `script-src 'self'`,
    // antd and pro-components write their styles into <style> elements at run time (CSS-in-JS)
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${list("'self'", 'data:', 'blob:', files)}`,
    `font-src 'self' data:`,
    `media-src ${list("'self'", 'blob:', media)}`,
    `connect-src ${list("'self'", connect, files, media)}`,
    `worker-src 'self' blob:`,
    `manifest-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** The configuration object of a config.js (`window.__CONSOLE_CONFIG__ = {…};`), or null when it is not one. */
export function parseRuntimeConfig(source) {
  const match = /__CONSOLE_CONFIG__\s*=\s*(\{[\s\S]*\})\s*;?\s*$/.exec(source);
  if (!match) return null;
  try {
    return JSON.parse(match[1]);
  } catch {
    return null;
  }
}
