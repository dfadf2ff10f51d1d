import dayjs from 'dayjs';
import { calls, periodStarts } from '../db/calls';
import { crmDb } from '../db/crm';
import { nodes } from '../db/crm-rows';
import type { DemoUser } from '../db/seed';
import { staffIdOf } from '../db/crm-present';
import { authed, ok } from '../kit/http';
import { compareTimes } from '../kit/time';

/** Today's appointments are the user's customers whose next follow-up falls today (as /client/today lists). */
function appointmentsOf(user: DemoUser) {
  const me = staffIdOf(user);
  const today = dayjs().format('YYYY-MM-DD');
  return crmDb
    .customers()
    .filter((c) => c.owner_id === me && c.next_follow_at?.slice(0, 10) === today)
    .sort((a, b) => compareTimes(a.next_follow_at!, b.next_follow_at!));
}

export const homeHandlers = [
  authed('home/statistics', ({ user }) => {
    const now = Date.now();
    const { today, week } = periodStarts(now);
    const mine = calls.of(user.username);
    const figures = (from: number) => {
      const inPeriod = mine.filter((c) => c.started_at >= from);
      const answered = inPeriod.filter((c) => c.result?.status === 'answered');
      return {
        calls: inPeriod.length,
        connected: answered.length,
        talk: answered.reduce((sum, c) => sum + (c.result?.talk_seconds ?? 0), 0),
      };
    };
    const d = figures(today);
    const w = figures(week);
    const me = staffIdOf(user);
    return ok({
      today_calls: d.calls,
      today_connected: d.connected,
      today_talk_seconds: d.talk,
      week_calls: w.calls,
      week_connected: w.connected,
      week_talk_seconds: w.talk,
      customers_total: crmDb.customers().filter((c) => c.owner_id === me).length,
      appointments_today: appointmentsOf(user).length,
    });
  }),

  authed('home/appointmentList', ({ user }) =>
    ok(
      appointmentsOf(user).map((c) => ({
        customer_id: c.id,
        name: c.name,
        contact: c.contact_name || null,
        phone: c.phone,
        next_follow_at: c.next_follow_at!,
        stage: nodes.find((n) => n.id === c.node_id)?.name ?? null,
        remark: c.remark || null,
      })),
    ),
  ),
];
