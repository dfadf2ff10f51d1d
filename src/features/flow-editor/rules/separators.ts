/** Keywords of a match rule may be separated by an ASCII or a full-width comma. */
export const KEYWORD_SEPARATORS = [',', String.fromCharCode(0xff0c)];
