import type { StoredTable } from '../kit/table';

/** A staff account: who signs in, where they sit and what their role lets them do (mocks/db/staff.ts). */
export interface DemoUser {
  id: number;
  username: string;
  password: string;
  linkman: string;
  phone: string;
  email: string;
  department_id: number;
  role_id: number;
  /** 1 enabled; a disabled account cannot sign in. */
  status: 0 | 1;
  sip_username: string;
  sip_password: string;
  created_at: string;
  updated_at: string;
  last_login_at: string | null;
  last_login_ip: string | null;
  /** 1 when signed in to the call group (the default-sip state). */
  sip_group: 0 | 1;
}

export interface DemoData {
  version: number;
  /** The kit's tables (mocks/kit/table.ts) by name, each seeded on first use; absent in older saved copies. */
  tables?: Record<string, StoredTable>;
}

/** Bump when the shape changes, so a browser with an older saved copy starts from a fresh seed. */
export const DATA_VERSION = 21;

/** The same data on every machine and every run: fixed faker seeds. */
export function seed(): DemoData {
  return {
    version: DATA_VERSION,
  };
}
