/** The stored shape of an issued contract (./contracts.ts keeps the table; its seed builds these too). */

/**
 * A contract's status as stored (openapi/schemas/contract-flow.yaml#/ContractStatus). 已过期 (6) is never
 * stored: a contract waiting for review or signature past its contract_end_time reads as expired
 * (contract-state.ts), so extending the deadline brings it back.
 */
export type ContractStatus = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** One step of a contract's life (its timeline). */
export interface ContractEventRow {
  at: string;
  action:
    | 'draft'
    | 'submit'
    | 'approve'
    | 'reject'
    | 'send'
    | 'remind'
    | 'extend'
    | 'withdraw'
    | 'view'
    | 'sign'
    | 'refuse'
    | 'archive';
  text: string;
  /** the staff member who did it; null: the customer */
  by: number | null;
}

/** An issued contract: the form of spec section 3, its status, both sides' signing and its timeline. */
export interface ContractRow {
  id: number;
  contract_no: string;
  contract_name: string;
  ct_id: number | null;
  customer_id: number | null;
  customer_name: string;
  customer_phone: string;
  /** the contract PDF: the template's, or one the issuer uploaded */
  contract_file: string;
  /** attachment urls (CONTRACT-05) */
  files: string[];
  /** the upload named destory (CONTRACT-03) */
  dismissed_file: string | null;
  /** the template's fill-in fields by name: text, date YYYY-MM-DD, amount in fen, phone */
  field_values: Record<string, string>;
  contract_end_time: string;
  remark: string;
  /** seal id; 0 the company's default seal */
  seal_sign: number;
  status: ContractStatus;
  /** the company seal went on when the contract went out for signing */
  company_signed_at: string | null;
  signed_at: string | null;
  issuer_id: number;
  reject_reason: string;
  withdraw_reason: string;
  refuse_reason: string;
  archived_at: string | null;
  /** the key of the customer's signing link, once it went out */
  sign_token: string | null;
  /** the verification code the demo shows on the signing page (a platform texts it) */
  sign_code: string | null;
  signed_file: string | null;
  timeline: ContractEventRow[];
  created_at: string;
  updated_at: string;
  /** ../kit/version.ts: absent on seeded rows (version 1) */
  version?: number;
}
