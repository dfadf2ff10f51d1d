/** FLOW-51: keeps a number inside the optional [min, max] bounds; a missing bound is open. */
export function clampNumber(value: number, min?: number, max?: number): number {
  if (max !== undefined && value > max) return max;
  if (min !== undefined && value < min) return min;
  return value;
}
