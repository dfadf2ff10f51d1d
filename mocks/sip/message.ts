/**
 * SIP text in and out for the demo server: just enough of RFC 3261's grammar for what JsSIP sends
 * (no JsSIP import here: its generated grammar is 600 KB and this chunk loads before the login page).
 */

export type Header = [name: string, value: string];

export interface SipRequest {
  kind: 'request';
  method: string;
  uri: string;
  headers: Header[];
  body: string;
}

export interface SipResponse {
  kind: 'response';
  status: number;
  reason: string;
  headers: Header[];
  body: string;
}

export type SipMessage = SipRequest | SipResponse;

const COMPACT: Record<string, string> = {
  v: 'Via',
  f: 'From',
  t: 'To',
  i: 'Call-ID',
  m: 'Contact',
  l: 'Content-Length',
  c: 'Content-Type',
  k: 'Supported',
  x: 'Session-Expires',
  o: 'Event',
  r: 'Refer-To',
};

const CANONICAL: Record<string, string> = {
  'call-id': 'Call-ID',
  cseq: 'CSeq',
  'www-authenticate': 'WWW-Authenticate',
};

/** `content-type` → `Content-Type`, `i` → `Call-ID`. */
function canonicalName(raw: string): string {
  const lower = raw.trim().toLowerCase();
  return (
    COMPACT[lower] ??
    CANONICAL[lower] ??
    lower.replace(/(^|-)([a-z])/g, (_m, dash: string, c: string) => dash + c.toUpperCase())
  );
}

const utf8 = new TextEncoder();
const byteLength = (text: string) => utf8.encode(text).length;

/** Parses one SIP message; undefined for anything that is not one (keep-alives, garbage). */
export function parseMessage(text: string): SipMessage | undefined {
  const headEnd = text.indexOf('\r\n\r\n');
  if (headEnd < 0) return undefined;
  // Folded header lines (a line starting with white space) continue the previous one.
  const lines = text
    .slice(0, headEnd)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n');
  const startLine = lines.shift() ?? '';
  const headers: Header[] = [];
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0) return undefined;
    headers.push([canonicalName(line.slice(0, colon)), line.slice(colon + 1).trim()]);
  }
  const rest = text.slice(headEnd + 4);
  const declared = headers.find(([n]) => n === 'Content-Length');
  // Content-Length counts bytes: cut the body on the byte count, not on UTF-16 code units.
  const body = declared
    ? new TextDecoder().decode(utf8.encode(rest).slice(0, Number(declared[1]) || 0))
    : rest;

  const response = /^SIP\/2\.0 (\d{3}) ?(.*)$/.exec(startLine);
  if (response)
    return { kind: 'response', status: Number(response[1]), reason: response[2] ?? '', headers, body };
  const request = /^([A-Za-z]+) (\S+) SIP\/2\.0$/.exec(startLine);
  if (request) return { kind: 'request', method: request[1]!.toUpperCase(), uri: request[2]!, headers, body };
  return undefined;
}

export function headerValues(message: { headers: Header[] }, name: string): string[] {
  return message.headers.filter(([n]) => n === name).map(([, v]) => v);
}

export function headerValue(message: { headers: Header[] }, name: string): string | undefined {
  return message.headers.find(([n]) => n === name)?.[1];
}

function formatHeaders(headers: Header[], body: string): string {
  const lines = headers.filter(([n]) => n !== 'Content-Length').map(([n, v]) => `${n}: ${v}\r\n`);
  return `${lines.join('')}Content-Length: ${byteLength(body)}\r\n\r\n${body}`;
}

export function formatRequest(method: string, uri: string, headers: Header[], body = ''): string {
  return `${method} ${uri} SIP/2.0\r\n${formatHeaders(headers, body)}`;
}

export function formatResponse(status: number, reason: string, headers: Header[], body = ''): string {
  return `SIP/2.0 ${status} ${reason}\r\n${formatHeaders(headers, body)}`;
}

/** Splits on `sep` outside quotes and angle brackets (Contact lists, header parameters). */
export function splitOutside(value: string, sep: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < value.length; i += 1) {
    const c = value[i];
    if (c === '\\' && quoted) i += 1;
    else if (c === '"') quoted = !quoted;
    else if (!quoted && c === '<') depth += 1;
    else if (!quoted && c === '>') depth -= 1;
    else if (!quoted && depth === 0 && c === sep) {
      parts.push(value.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(value.slice(start).trim());
  return parts.filter(Boolean);
}

export interface NameAddr {
  /** `"Name" <sip:…>` or `sip:…` without the header parameters. */
  addr: string;
  uri: string;
  params: Map<string, string>;
}

/** From, To and Contact values: the address and its header parameters (`tag`, `expires`, …). */
export function parseNameAddr(value: string): NameAddr {
  const [addr = '', ...rawParams] = splitOutside(value, ';');
  const params = new Map<string, string>();
  for (const p of rawParams) {
    const eq = p.indexOf('=');
    params.set((eq < 0 ? p : p.slice(0, eq)).trim().toLowerCase(), eq < 0 ? '' : p.slice(eq + 1).trim());
  }
  const angle = /<([^>]*)>/.exec(addr);
  return { addr, uri: angle ? angle[1]!.trim() : addr.trim(), params };
}

export function formatNameAddr({ addr, params }: Pick<NameAddr, 'addr' | 'params'>): string {
  return [addr, ...[...params].map(([k, v]) => (v === '' ? k : `${k}=${v}`))].join(';');
}

/** `sip:1001@host;transport=ws` → `1001`. */
export function uriUser(uri: string): string {
  const m = /^sips?:([^@;?]+)@/i.exec(uri);
  return m ? decodeURIComponent(m[1]!) : '';
}

/** `sip:1001@Host:5060;transport=ws` → `1001@host`: the address of record a registration binds. */
export function addressOfRecord(uri: string): string {
  const m = /^sips?:(?:([^@;?]+)@)?([^;?:>]+)/i.exec(uri);
  return m ? `${m[1] ? `${m[1]}@` : ''}${m[2]!.toLowerCase()}` : uri;
}

export function parseCSeq(value: string | undefined): { seq: number; method: string } | undefined {
  const m = /^(\d+)\s+([A-Za-z]+)$/.exec(value?.trim() ?? '');
  return m ? { seq: Number(m[1]), method: m[2]!.toUpperCase() } : undefined;
}

export function viaBranch(via: string | undefined): string | undefined {
  return via ? parseNameAddr(via).params.get('branch') : undefined;
}

const TOKEN_CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Random tags, branches and Call-IDs. */
export function randomToken(length = 10): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += TOKEN_CHARS[Math.floor(Math.random() * TOKEN_CHARS.length)];
  return out;
}

export const newBranch = () => `z9hG4bK${randomToken(12)}`;
