import { createTable } from '../kit/table';
import { now as timeNow } from '../kit/time';
import type { DemoUser } from './seed';
import { staffTable } from './staff';

/**
 * The company's SIP extensions: number, SIP password and remark. Who holds an extension is not kept here but
 * is the staff member's extension (DemoUser.sip_username), the one truth the staff screen edits too: binding
 * writes it, and an extension a staff member was given on the staff screen joins this table on the next read.
 */
export interface ExtensionRow {
  id: number;
  number: string;
  /** The SIP digest password (docs/demo.md: every demo account's is `secret` until reset). */
  password: string;
  remark: string;
  created_at: string;
  updated_at: string;
}

/** Free extensions the company has bought beyond those its staff hold. */
const SPARE_NUMBERS = ['2031', '2032', '2033', '2034', '2035', '2036'];
const SEEDED_AT = '2025-01-06 09:00:00';

export const extensionTable = createTable<ExtensionRow>({
  name: 'extensions',
  seed: () => {
    const held = staffTable.all().flatMap((s) => (s.sip_username ? [s.sip_username] : []));
    return [...new Set([...held, ...SPARE_NUMBERS])].map((number, i) => ({
      id: i + 1,
      number,
      password: 'secret',
      remark: '',
      created_at: SEEDED_AT,
      updated_at: SEEDED_AT,
    }));
  },
});

export const extensionByNumber = (number: string) => extensionTable.list((e) => e.number === number)[0];

/** The staff member bound to an extension number, if any. */
export const holderOf = (number: string): DemoUser | undefined =>
  staffTable.list((s) => s.sip_username === number)[0];

/** Adds the extensions staff members were given elsewhere (the staff screen) and this table lacks. */
export function syncExtensions(): void {
  const missing = staffTable
    .all()
    .filter((s) => s.sip_username && !extensionByNumber(s.sip_username))
    .map((s) => s.sip_username);
  if (!missing.length) return;
  const at = timeNow();
  extensionTable.insertMany(
    missing.map((number) => (id: number) => ({
      id,
      number,
      password: 'secret',
      remark: '',
      created_at: at,
      updated_at: at,
    })),
  );
}

/** The SIP password of the user's extension (the softphone registers with it). */
export const sipPasswordOf = (user: DemoUser): string =>
  (user.sip_username && extensionByNumber(user.sip_username)?.password) || user.sip_password;

const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** A new SIP password: 12 characters without look-alikes, shown once. */
export const newSipPassword = () =>
  Array.from(
    globalThis.crypto.getRandomValues(new Uint8Array(12)),
    (b) => ALPHABET[b % ALPHABET.length],
  ).join('');

export type ExtensionState = 'registered' | 'unregistered' | 'talking';
const STATE_PERIOD_MS = 5 * 60_000;

function hash(text: string) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * The registration state of another agent's extension, simulated: the same for everyone in each five minutes
 * (the console shows the signed-in agent's own from their real softphone instead).
 */
export function simulatedState(
  number: string,
  holder: DemoUser | undefined,
  at = Date.now(),
): ExtensionState {
  if (!holder || holder.status !== 1) return 'unregistered';
  const roll = hash(`${number}/${Math.floor(at / STATE_PERIOD_MS)}`) % 100;
  return roll < 20 ? 'talking' : roll < 75 ? 'registered' : 'unregistered';
}

export interface CallSettingsRow {
  id: number;
  staff_id: number;
  auto_answer: 0 | 1;
  ring_tone: 'classic' | 'soft' | 'digital';
  wrap_up_seconds: number;
}

/** Each agent's own call settings; an agent who never saved them has the defaults. */
export const callSettingsTable = createTable<CallSettingsRow>({ name: 'callSettings', seed: () => [] });

export const DEFAULT_CALL_SETTINGS = { auto_answer: 0, ring_tone: 'classic', wrap_up_seconds: 15 } as const;

export function callSettingsOf(staffId: number) {
  const row = callSettingsTable.list((r) => r.staff_id === staffId)[0];
  return row
    ? { auto_answer: row.auto_answer, ring_tone: row.ring_tone, wrap_up_seconds: row.wrap_up_seconds }
    : { ...DEFAULT_CALL_SETTINGS };
}

export function saveCallSettings(staffId: number, settings: Omit<CallSettingsRow, 'id' | 'staff_id'>) {
  const row = callSettingsTable.list((r) => r.staff_id === staffId)[0];
  if (row) callSettingsTable.update(row.id, settings);
  else callSettingsTable.insert({ staff_id: staffId, ...settings });
  return callSettingsOf(staffId);
}
