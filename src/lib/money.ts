/** Fen (the contract's money) as yuan with 2 decimals: -36 → "-0.36". */
export const yuan = (fen: number) => (fen / 100).toFixed(2);

/** A typed yuan amount: whole yuan, or with 1 or 2 decimals. */
const YUAN_TEXT = /^\d+(\.\d{1,2})?$/;

/**
 * A typed yuan amount in fen, read from the text so no float rounds it ("0.29" → 29, "1.1" → 110);
 * null when it is not an amount of YUAN_TEXT.
 */
export function yuanToFen(text: string): number | null {
  const trimmed = text.trim();
  if (!YUAN_TEXT.test(trimmed)) return null;
  const [whole = '0', cents = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
}
