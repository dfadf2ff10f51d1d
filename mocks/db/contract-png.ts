/**
 * A seed seal as a real PNG (pdf-lib stamps PNGs, not SVG): a red ring with a star on a transparent ground,
 * drawn pixel by pixel and written uncompressed, so no image library or canvas is needed.
 */
export function seedSealPng(size = 120): Uint8Array {
  // palette: 0 transparent, 1 seal red
  const rows: number[] = [];
  const c = (size - 1) / 2;
  for (let y = 0; y < size; y++) {
    rows.push(0); // filter: none
    for (let x = 0; x < size; x++) {
      const r = Math.hypot(x - c, y - c);
      const ring = r <= c && r >= c - 6;
      rows.push(ring || inStar(x - c, y - c, c * 0.38) ? 1 : 0);
    }
  }
  const ihdr = [...u32(size), ...u32(size), 8, 3, 0, 0, 0]; // 8-bit indexed colour
  return new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...chunk('IHDR', ihdr),
    ...chunk('PLTE', [0, 0, 0, 0xd4, 0x1f, 0x1f]),
    ...chunk('tRNS', [0, 255]),
    ...chunk('IDAT', zlibStored(rows)),
    ...chunk('IEND', []),
  ]);
}

/** A five-pointed star of outer radius `R` centred on the origin (y down). */
function inStar(x: number, y: number, R: number): boolean {
  const points = Array.from({ length: 10 }, (_v, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const r = i % 2 ? R * 0.4 : R;
    return [r * Math.cos(a), r * Math.sin(a)] as const;
  });
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i]!;
    const [xj, yj] = points[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

function chunk(type: string, data: number[]): number[] {
  const body = [...type].map((ch) => ch.charCodeAt(0)).concat(data);
  return [...u32(data.length), ...body, ...u32(crc32(body))];
}

/** zlib data in stored (uncompressed) deflate blocks of at most 65535 bytes. */
function zlibStored(data: number[]): number[] {
  const out = [0x78, 0x01];
  for (let at = 0; at < data.length || at === 0; at += 65535) {
    const block = data.slice(at, at + 65535);
    const last = at + 65535 >= data.length ? 1 : 0;
    const len = block.length;
    out.push(last, len & 255, len >>> 8, ~len & 255, (~len >>> 8) & 255, ...block);
    if (last) break;
  }
  let a = 1;
  let b = 0;
  for (const byte of data) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return [...out, ...u32(((b << 16) | a) >>> 0)];
}

const CRC_TABLE = Array.from({ length: 256 }, (_v, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: number[]): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 255]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
