/**
 * The two parties of every contract: 甲方 is the company that issues it (its seal), 乙方 the customer who
 * signs. A template field named for a party is that party's, so it is filled from the party (the contract's
 * header) and never typed: a typed one could name the customer as 甲方 (issue 45). Shared by the console's
 * form and the demo backend, which fills them whatever was sent.
 */
export interface ContractParties {
  company_name: string;
  customer_name: string;
  customer_phone: string;
}

/** The template field names that belong to a party, and which of the party's facts each one holds. */
export const PARTY_FIELDS: Readonly<Record<string, keyof ContractParties>> = {
  甲方名称: 'company_name',
  乙方名称: 'customer_name',
  乙方联系电话: 'customer_phone',
};

export const isPartyField = (name: string) => Object.hasOwn(PARTY_FIELDS, name);

/** The party's value for a party field, undefined for any other field. */
export function partyValue(name: string, parties: ContractParties): string | undefined {
  const fact = isPartyField(name) ? PARTY_FIELDS[name] : undefined;
  return fact && parties[fact];
}

/** `values` by field name with every party field of `fieldNames` set from the parties. */
export function withPartyValues(
  fieldNames: readonly string[],
  values: Readonly<Record<string, string>>,
  parties: ContractParties,
): Record<string, string> {
  const filled = { ...values };
  for (const name of fieldNames) {
    const value = partyValue(name, parties);
    if (value !== undefined) filled[name] = value;
  }
  return filled;
}
