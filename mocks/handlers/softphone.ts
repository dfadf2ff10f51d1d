import { calls, liveStatus, periodStarts } from '../db/calls';
import { queueSignOuts } from '../db/callcenter-queues';
import { db } from '../db/db';
import { usableNumbersOf } from '../db/explicit-numbers';
import { sipPasswordOf } from '../db/extensions';
import { formatDay, formatTime } from '../kit/time';
import { DEMO_SIP_DOMAIN, DEMO_SIP_URL } from '../sip/address';
import { authed, fail, ok } from '../kit/http';
import { listPage } from '../kit/paging';

/** A call names the softphone's call by its uuid. */
const UUID_TEXT = { label: '通话标识', required: '缺少通话标识' };

const talkStateOf = (call: Parameters<typeof liveStatus>[0], now = Date.now()) => ({
  uuid: call.uuid,
  ...liveStatus(call, now),
});

export const softphoneHandlers = [
  authed('home/sipInfo', ({ user }) =>
    ok({
      username: user.sip_username,
      password: sipPasswordOf(user),
      wss_url: DEMO_SIP_URL,
      fs_ip: DEMO_SIP_DOMAIN,
    }),
  ),

  authed('home/explicitNumberOptions', ({ user }) => ok(usableNumbersOf(user.username))),

  authed('home/sipStatusInfo', ({ user }) => ok({ current_status: user.sip_group })),

  authed('home/sipGroupSignIn', ({ user, body }) => {
    const wanted = Number(body.current_status);
    if (wanted !== 0 && wanted !== 1)
      return fail(422, 'current_status 只能是 0 或 1', { current_status: '0/1' });
    // The platform answers code 1 when the agent is already in that state; the console counts it as ok.
    if (user.sip_group === wanted)
      return Response.json({ code: 1, msg: wanted ? '已签入' : '已签出', data: null });
    db.updateUser(user.username, { sip_group: wanted });
    // signing in again takes the agent back into the groups a supervisor signed them out of today
    if (wanted === 1) {
      const today = formatDay(Date.now());
      queueSignOuts.remove(
        queueSignOuts.list((s) => s.staff_id === user.id && s.day === today).map((s) => s.id),
      );
    }
    return ok({ current_status: wanted }, wanted ? '签入成功' : '签出成功');
  }),

  authed(
    'home/call',
    ({ user, body }) => {
      const uuid = String(body.uuid);
      if (calls.find(user.username, uuid)) return fail(1, '通话标识重复');
      const callType = body.call_type as 'sip' | 'explicit';
      let explicitId: number | null = null;
      if (callType === 'explicit') {
        explicitId = Number(body.explicit_number_id);
        if (!usableNumbersOf(user.username).some((n) => n.id === explicitId))
          return fail(1, '外显号码不存在');
      }
      const placed = calls.place({
        uuid,
        username: user.username,
        phone: String(body.phone),
        customer_name: null,
        direction: 'out',
        call_type: callType,
        explicit_number_id: explicitId,
      });
      return ok({ uuid: placed.uuid, record_id: placed.id }, '呼叫中');
    },
    {
      phone: { label: '号码', invalid: '号码只能是 1 到 20 位数字、* 或 #' },
      uuid: UUID_TEXT,
      call_type: { required: '缺少呼叫方式', invalid: '呼叫方式不正确' },
    },
  ),

  authed(
    'home/hangup',
    ({ user, body }) => {
      const call = calls.find(user.username, String(body.uuid));
      if (!call) return fail(1, '通话不存在');
      return ok(talkStateOf(calls.hangUp(call)), '已挂断');
    },
    { uuid: UUID_TEXT },
  ),

  authed(
    'home/talk',
    ({ user, body }) => {
      const call = calls.find(user.username, String(body.uuid));
      if (!call) return fail(1, '通话不存在');
      return ok(talkStateOf(calls.settle(call)));
    },
    { uuid: UUID_TEXT },
  ),

  authed(
    'home/dailNumber',
    ({ user, body }) => {
      const phone = String(body.phone);
      const { today, week } = periodStarts(Date.now());
      const dialed = calls.of(user.username).filter((c) => c.direction === 'out' && c.phone === phone);
      return ok({
        dail_num: dialed.filter((c) => c.started_at >= today).length,
        week_num: dialed.filter((c) => c.started_at >= week).length,
      });
    },
    { phone: '号码' },
  ),

  authed('home/callRecordList', ({ user, body }) => {
    const now = Date.now();
    const answer = listPage(calls.of(user.username), body, (row) => {
      const c = calls.settle(row, now);
      const live = liveStatus(c, now);
      return {
        uuid: c.uuid,
        phone: c.phone,
        customer_name: c.customer_name,
        direction: c.direction,
        call_type: c.call_type,
        status: c.result?.status ?? (live.status === 'talking' ? 'answered' : 'no_answer'),
        started_at: formatTime(c.started_at),
        talk_seconds: live.talk_seconds,
      };
    });
    return ok(answer);
  }),
];
