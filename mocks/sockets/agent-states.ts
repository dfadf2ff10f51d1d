import { board, presentAgent, type AgentStateRow } from '../db/callcenter-board';
import { setFloorSize } from '../db/callcenter-floor';
import type { DemoSocketServer } from './server';

/** How often the floor is looked at for changes: the states change at whole seconds. */
const LOOK_EVERY_MS = 1_000;

const CHURN = ['idle', 'busy', 'after_call', 'ringing', 'talking'] as const;

const sameRow = (a: AgentStateRow, b: AgentStateRow) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The agent board's pushes (scene 9 on the notice channel): once a second the simulated floor is compared with
 * what the watchers were last told, and only the agents that changed are sent. In the page (one user, one
 * tab) it runs while a watcher (a user who opened the board) has a notice socket open, and stops by itself
 * after; the shared server runs it for the whole company from its start (`run`), so every board is told the
 * same changes at the same second, and a state an agent chooses is noticed when it happens, not when the next
 * board is read.
 */
export function createAgentStates(server: DemoSocketServer) {
  const watchers = new Set<string>();
  let told = new Map<number, AgentStateRow>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let always = false;

  const send = (agents: AgentStateRow[]) => {
    if (!agents.length) return;
    for (const username of watchers)
      server.sendRaw('notice', username, { code: 0, msg: '', data: { scene: 9, agents } });
  };

  function look() {
    timer = undefined;
    if (!always && (!watchers.size || server.count('notice') === 0)) {
      watchers.clear();
      return;
    }
    const rows = board().map(presentAgent);
    send(rows.filter((r) => !told.has(r.staff_id) || !sameRow(told.get(r.staff_id)!, r)));
    told = new Map(rows.map((r) => [r.staff_id, r]));
    schedule();
  }

  function schedule() {
    timer ??= setTimeout(look, LOOK_EVERY_MS - (Date.now() % LOOK_EVERY_MS));
  }

  return {
    /** The user opened the board: their list is what they know now, later changes are pushed. */
    watch(username: string) {
      watchers.add(username);
      // a running floor already knows what it told: the other watchers must not miss the change of this second
      if (!always)
        told = new Map(
          board()
            .map(presentAgent)
            .map((r) => [r.staff_id, r]),
        );
      schedule();
    },
    /** The shared server: the floor is looked at every second from now on, watched or not, until `stop`. */
    run() {
      always = true;
      look();
    },
    /** The bench and demo controls: seats up to `size` (200 for the bench), pushed at once. */
    growFloor(size: number) {
      setFloorSize(size);
      look();
    },
    /**
     * The bench: a fifth of the floor (chosen by `tick`) told of a new state at once, beyond the floor's own
     * rhythm, so every second of a measurement carries a push of about 40 rows at 200 seats.
     */
    churn(tick: number) {
      const at = Date.now();
      send(
        board(at)
          .map(presentAgent)
          .filter((_r, i) => i % 5 === tick % 5)
          .map((r) => {
            const state = CHURN[(tick + r.staff_id) % CHURN.length]!;
            return { ...r, state, state_since: at, break_reason: state === 'busy' ? '小休' : null };
          }),
      );
    },
    stop() {
      always = false;
      if (timer) clearTimeout(timer);
      timer = undefined;
      watchers.clear();
    },
  };
}
