import { setSessionLookup } from '../kit/http';
import { setTableStore } from '../kit/table';
import { DATA_VERSION, seed, type DemoData, type DemoUser } from './seed';
import { sessionOfToken, sessionTable, staffTable, userNamed, type DemoSession } from './users';

/** Where the demo data lives between page loads: localStorage in the browser, nowhere under Jest. */
export interface Persistence {
  load(): DemoData | undefined;
  save(data: DemoData): void;
  clear(): void;
}

const memory: Persistence = { load: () => undefined, save: () => {}, clear: () => {} };

let persistence: Persistence = memory;
let data: DemoData = seed();

/** A session token lives one day, like the token cookie (CONST-02). */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

export function setPersistence(p: Persistence): void {
  persistence = p;
  const saved = p.load();
  data = saved && saved.version === DATA_VERSION ? saved : seed();
}

/** Back to the seed (the demo's reset action, and every test). */
export function resetDb(): void {
  persistence.clear();
  data = seed();
}

let savePending = false;

/**
 * Saves the data set after a change; area tables (mocks/db/<area>.ts) call it too. The save waits for the end
 * of the change's synchronous work (a microtask), so a request that changes many rows writes the data set once:
 * the quality screens' first read, which records every project's due runs, wrote it once per project (half a
 * second of the monitor plane's first draw at 4× CPU). Still within the same task: nothing (a reload, another
 * tab) can read the stored copy in between.
 */
export function commit(): void {
  if (savePending) return;
  savePending = true;
  queueMicrotask(() => {
    savePending = false;
    persistence.save(data);
  });
}

/** For the area modules (calls.ts, …): the live data and the write-back after a change. */
export const store = {
  get data(): DemoData {
    return data;
  },
  commit,
};

/** The live data set, for the area tables in mocks/db/<area>.ts. */
export const demoData = (): DemoData => data;

// the kit's tables keep their rows in this data set, saved with it
setTableStore({ dataSet: demoData, commit });

const randomToken = () =>
  Array.from(globalThis.crypto.getRandomValues(new Uint8Array(24)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

export const db = {
  findUser: userNamed,

  /** A new session of the account (another browser keeps its own); expired ones go with it. */
  createSession(username: string, now = Date.now()): DemoSession {
    const expired = sessionTable.list((s) => s.expiresAt <= now).map((s) => s.id);
    if (expired.length) sessionTable.remove(expired);
    return sessionTable.insert({ token: randomToken(), username, expiresAt: now + SESSION_TTL_MS });
  },

  /** The user of a live token, or undefined for an unknown or expired one, or one of a disabled account. */
  userOfToken(token: string | null, now = Date.now()): DemoUser | undefined {
    const session = token ? sessionOfToken(token) : undefined;
    if (!session || session.expiresAt <= now) return undefined;
    const user = userNamed(session.username);
    return user?.status === 1 ? user : undefined;
  },

  /** Is the account signed in somewhere now (the agent board's 离线)? */
  signedIn: (username: string, now = Date.now()): boolean =>
    sessionTable.all().some((s) => s.username === username && s.expiresAt > now),

  endSession(token: string): void {
    const session = sessionOfToken(token);
    if (session) sessionTable.remove(session.id);
  },

  /** Signs an account out everywhere (a deleted, disabled or re-passworded one), but `keepToken`'s session. */
  endSessionsOf(username: string, keepToken?: string): void {
    sessionTable.remove(
      sessionTable.list((s) => s.username === username && s.token !== keepToken).map((s) => s.id),
    );
  },

  endAllSessions(): void {
    sessionTable.remove(sessionTable.all().map((s) => s.id));
  },

  updateUser(username: string, patch: Partial<Omit<DemoUser, 'id'>>): DemoUser {
    return staffTable.update(userNamed(username)!.id, patch)!;
  },
};

// the kit's authed endpoints ask the sessions kept here
setSessionLookup((token) => db.userOfToken(token));

declare module '../kit/http' {
  interface SessionTypes {
    user: DemoUser;
  }
}
