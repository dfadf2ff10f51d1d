import { settleReviews } from '../db/explicit-numbers';
import { runDueProjects } from '../db/quality-schedule';
import { applyDueLevelActions } from '../db/robot-level-actions';
import { demoSockets } from '../sockets';

/** How often the server does what the time owes (DEMO_TICK_MS): a quality schedule's runs are at whole minutes. */
export const TICK_MS = 15_000;

/**
 * The time-driven simulations on the server's clock, once for the whole company. In the page each of them is
 * derived from the time when something reads it (no timer in a tab that may be closed, and every tab its own
 * company); on the shared server they are driven from here, so every browser reads what the company's clock
 * made of them, and what they do happens when it is due rather than when the next screen is opened:
 *  - the agent floor (callcenter-board.ts) is looked at every second and its changes pushed to every board;
 *  - the quality schedule (quality-schedule.ts) records each daily project's runs at their time;
 *  - the robot tasks' answered calls (robot-task-calls) get their intent actions (a lead in the CRM, handed to
 *    an agent) as the dialler reaches them;
 *  - explicit numbers under review are decided when their review time comes.
 * The reads still settle what is due first, so an answer never lags the clock by a tick.
 */
export function startCompanyClock({
  tickMs = TICK_MS,
  log = console.error,
}: { tickMs?: number; log?: (message: string, error: unknown) => void } = {}) {
  demoSockets.runAgentStates();
  const tick = () => {
    const at = Date.now();
    for (const [name, step] of [
      ['quality schedule', () => runDueProjects(at)],
      ['robot intent actions', () => applyDueLevelActions(at)],
      ['number reviews', () => settleReviews(at)],
    ] as const)
      try {
        step();
      } catch (error) {
        // one simulation failing must not stop the others, nor the server
        log(`company clock: ${name} failed`, error);
      }
  };
  tick();
  const timer = setInterval(tick, tickMs);
  return {
    stop() {
      clearInterval(timer);
      demoSockets.stopAgentStates();
    },
  };
}
