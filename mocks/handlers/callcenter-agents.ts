import { board, presentAgent } from '../db/callcenter-board';
import { floorAgents } from '../db/callcenter-floor';
import { callQueues, queueSignOuts } from '../db/callcenter-queues';
import { staffTable } from '../db/staff';
import { str } from '../kit/fields';
import { now } from '../kit/time';
import { demoSockets, watchAgentBoard } from '../sockets';
import { authed, fail, ok } from '../kit/http';

/** /callcenter/agent: the floor now; changes after it arrive as agent-state pushes (mocks/sockets/agent-states.ts). */

export const agentHandlers = [
  authed('callcenter/agent/list', ({ user }) => {
    const at = Date.now();
    watchAgentBoard(user.username);
    return ok({ agents: board(at).map(presentAgent), now: at });
  }),

  authed(
    'callcenter/agent/signOut',
    ({ body }) => {
      const staffId = Number(body.staff_id);
      if (!floorAgents().some((a) => a.staff_id === staffId)) return fail(422, '坐席不存在');
      const queueId = body.queue_id == null || body.queue_id === '' ? undefined : Number(body.queue_id);
      if (queueId != null && !callQueues.get(queueId)) return fail(422, '坐席组不存在');
      const rows = board().find((r) => r.staff_id === staffId)!;
      const queues = queueId != null ? [queueId] : rows.queue_ids;
      if (!queues.length || (queueId != null && !rows.queue_ids.includes(queueId)))
        return fail(1, '该坐席不在坐席组中');
      const day = now().slice(0, 10);
      queueSignOuts.insertMany(
        queues.map((q) => (id: number) => ({ id, staff_id: staffId, queue_id: q, day })),
      );
      // out of their last group, an agent with an account is signed out of the call group: their softphone
      // (and its state after a reload) follows, until they choose 在线 again
      const account = staffTable.get(staffId);
      const left = board().find((r) => r.staff_id === staffId)!.queue_ids;
      if (account?.sip_group === 1 && !left.length) {
        staffTable.update(staffId, { sip_group: 0 });
        demoSockets.pushGroupSignIn(account.username, 0);
      }
      return ok(null, '已签出坐席组');
    },
    { staff_id: '坐席', queue_id: '坐席组' },
  ),

  authed(
    'callcenter/agent/notice',
    ({ body, user }) => {
      const staff = staffTable.get(Number(body.staff_id));
      if (!staff) return fail(1, '该坐席没有登录账号，无法接收通知');
      demoSockets.sendNotice(staff.username, {
        scene: 1,
        title: `来自${user.linkman}的通知`,
        content: str(body.content),
      });
      return ok(null, '通知已发送');
    },
    { staff_id: '坐席', content: '通知内容' },
  ),
];
