import { liveCalls } from '../db/quality-live';
import { runDueProjects } from '../db/quality-schedule';
import { num } from '../kit/fields';
import { authed, ok, route, type ApiRoute } from '../kit/http';

/** Any read or write of the area first runs what the project schedules owe by now (no timer does it). */
export const afterScheduledRuns = (r: ApiRoute): ApiRoute =>
  route(r.path, (info) => {
    runDueProjects();
    return r.resolve(info);
  });

/** The quality-inspection area's live monitor (语音质检); its other endpoints are in quality-*.ts. */
export const qualityHandlers = [
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
