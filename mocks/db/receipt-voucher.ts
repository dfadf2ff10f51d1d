const xml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * What the demo keeps of a receipt's voucher picture: a small drawing with its file name, never the file
 * (the demo data lives in localStorage, which is small).
 */
export function voucherPicture(fileName: string): string {
  const name = [...fileName].length > 24 ? `${[...fileName].slice(0, 23).join('')}…` : fileName;
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' width='240' height='160'>` +
    `<rect width='240' height='160' fill='#fffbe6'/>` +
    `<text x='120' y='84' text-anchor='middle' font-size='13' fill='#d48806'>${xml(name)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
