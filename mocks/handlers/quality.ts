import { liveCalls } from '../db/quality-live';
import { num } from '../kit/fields';
import { authed, ok } from './http';
import { qualityProjectHandlers } from './quality-projects';
import { qualityReportHandlers } from './quality-reports';
import { qualityResultHandlers } from './quality-results';
import { qualityRuleHandlers } from './quality-rules';

/** The quality-inspection area (语音质检): rules, models, projects, results, reviews, reports, live monitor. */
export const qualityHandlers = [
  ...qualityRuleHandlers,
  ...qualityProjectHandlers,
  ...qualityResultHandlers,
  ...qualityReportHandlers,
  authed('quality/live/list', ({ body, user }) => {
    const queueId = num(body.queue_id);
    const staffId = num(body.staff_id);
    return ok(
      liveCalls(user).filter(
        (c) =>
          (Number.isNaN(queueId) || c.queue_id === queueId) &&
          (Number.isNaN(staffId) || c.staff_id === staffId),
      ),
    );
  }),
];
