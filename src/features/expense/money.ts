/** Fen (the contract's money) as yuan with 2 decimals: -36 → "-0.36". */
export const yuan = (fen: number) => (fen / 100).toFixed(2);
