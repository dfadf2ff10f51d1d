import { allTables, readAhead } from '../kit/table';
import { crmDb } from './crm';
import { qualityCallBuilds } from './quality-calls';
import { qualityScoreBuilds } from './quality-schedule';
import { statsHistoryBuilds } from './stats-warm';

/**
 * The platform's data is there before anyone asks for it; the demo builds its seeded tables on first use (the
 * CRM's eleven thousand customers, a year of orders with their instalments and receipts…), and on a slow
 * machine that build was most of the first list's wait. In the browser it builds them in idle time after start,
 * as many as an idle period has room for (a table's seed cannot be cut), then the call records' sixty days (the
 * records, statistics, dashboards, agent board and live monitor count them) and the calls quality inspects,
 * then what is worked out from those tables: the scores of the calls quality has inspected and the `later` steps
 * the handlers give (the robot tasks' walks). Nothing it reads joins the saved data set until used (readAhead); a
 * request that comes first builds what it needs, as before. Settles once all is built.
 */
export function warmDemoData(later: () => (() => void)[]): Promise<void> {
  if (typeof requestIdleCallback !== 'function') return Promise.resolve();
  const builds = [
    () => crmDb.customers(),
    ...allTables().map((table) => () => table.warm()),
    ...statsHistoryBuilds(),
    ...qualityCallBuilds(),
  ];
  // steps that read the tables (and their own caches) are listed once those are built
  builds.push(() => void builds.push(...qualityScoreBuilds(), ...later()));
  let next = 0;
  return new Promise((resolve) => {
    const step = (deadline: IdleDeadline) => {
      // a seed that fails still fails (its request will too), but the others are built
      try {
        do readAhead(builds[next++]!);
        while (next < builds.length && deadline.timeRemaining() > 1);
      } finally {
        if (next < builds.length) requestIdleCallback(step);
        else resolve();
      }
    };
    requestIdleCallback(step);
  });
}
