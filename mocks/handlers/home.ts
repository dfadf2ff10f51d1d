import { calls, periodStarts } from '../db/calls';
import { formatTime } from '../db/time';
import { authed, ok } from './http';

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
    const appointments = calls.appointmentsOf(user.username);
    return ok({
      today_calls: d.calls,
      today_connected: d.connected,
      today_talk_seconds: d.talk,
      week_calls: w.calls,
      week_connected: w.connected,
      week_talk_seconds: w.talk,
      customers_total: new Set(mine.map((c) => c.phone)).size,
      appointments_today: appointments.filter(
        (a) => a.next_follow_at >= today && a.next_follow_at < today + 86_400_000,
      ).length,
    });
  }),

  authed('home/appointmentList', ({ user }) => {
    const { today } = periodStarts(Date.now());
    return ok(
      calls
        .appointmentsOf(user.username)
        .filter((a) => a.next_follow_at >= today && a.next_follow_at < today + 86_400_000)
        .map(({ username: _u, next_follow_at, ...a }) => ({
          ...a,
          next_follow_at: formatTime(next_follow_at),
        })),
    );
  }),
];
