import { yuan } from '@/domain/money';
import type { ContractFieldValue } from './api';

/** A fill-in field's value as the contract prints it: an amount (integer fen) in yuan, `amount` wording it. */
export const printedValue = (f: ContractFieldValue, amount: (yuanText: string) => string) =>
  f.type === 'amount' && /^\d+$/.test(f.value) ? amount(yuan(Number(f.value))) : f.value;
