/**
 * The mainland resident id number (GB 11643): 17 digits (region, birth date, sequence) and a check character
 * computed with ISO 7064 MOD 11-2. The form checks it before sending and the demo backend checks it again.
 */

// 2^(17-i) mod 11 for the 17 digits, and the check character of each remainder of their weighted sum.
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

/** The check character of the first 17 digits. */
export function idCardCheckChar(first17: string): string {
  const sum = [...first17].reduce((acc, d, i) => acc + Number(d) * WEIGHTS[i]!, 0);
  return CHECK[sum % 11]!;
}

/** Whether `value` is an 18-character id number with a real birth date (not in the future) and its check character. */
export function isValidIdCardNumber(value: string, today = new Date()): boolean {
  if (!/^\d{17}[\dXx]$/.test(value)) return false;
  const [y, m, d] = [value.slice(6, 10), value.slice(10, 12), value.slice(12, 14)].map(Number) as [
    number,
    number,
    number,
  ];
  const born = new Date(y, m - 1, d);
  if (born.getFullYear() !== y || born.getMonth() !== m - 1 || born.getDate() !== d) return false;
  if (y < 1900 || born > today) return false;
  return idCardCheckChar(value.slice(0, 17)) === value[17]!.toUpperCase();
}

/** The id number as lists show it: the first 4 and last 4 characters, the rest hidden. */
export const maskIdCardNumber = (value: string): string =>
  value.length > 8 ? `${value.slice(0, 4)}${'*'.repeat(value.length - 8)}${value.slice(-4)}` : value;
