import { commit, demoData } from './db';
import type { AssistantLibraryData, DemoToken } from './assistant-library-seed';
import { formatTime } from './time';

export type { AssistantLibraryData } from './assistant-library-seed';

/** The live tables of the knowledge base, tags and tokens. */
export const library = (): AssistantLibraryData => demoData().assistantLibrary;
export const nextLibraryId = () => ++library().seq;
export const nowText = (now = Date.now()) => formatTime(now);

/** A token as the list shows it: the secret masked, the status computed (expiry passes by itself). */
export function tokenOut(t: DemoToken, now = Date.now()) {
  const { prefix, ...rest } = t;
  const expired = t.expires_at !== null && t.expires_at <= formatTime(now);
  return { ...rest, token: `${prefix}****`, status: t.revoked_at ? 0 : expired ? 2 : 1 };
}

/** A deleted plan takes its knowledge base with it. */
export function dropPlanLibrary(sc_id: number): void {
  const l = library();
  l.categories = l.categories.filter((c) => c.sc_id !== sc_id);
  l.entries = l.entries.filter((e) => e.sc_id !== sc_id);
  commit();
}
