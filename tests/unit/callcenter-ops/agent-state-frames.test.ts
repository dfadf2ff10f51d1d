import { agentStatesPushed, groupSignInPushed, noticeReceived } from '@/features/channels';
import { parseNoticeFrame } from '@/features/channels/frames';

const agent = {
  staff_id: 5,
  name: '王芳',
  username: null,
  queue_ids: [1],
  state: 'talking' as const,
  state_since: 1,
  break_reason: null,
  customer: '杭州云杉科技',
  call_since: 1,
  today_calls: 3,
  today_talk: 420,
};

it('a scene 9 frame on the notice channel is the agent board’s push; scene 1 stays a notice', () => {
  expect(parseNoticeFrame({ code: 0, msg: '', data: { scene: 9, agents: [agent] } })).toEqual(
    agentStatesPushed([agent]),
  );
  expect(parseNoticeFrame({ code: 0, msg: '', data: { scene: 1, content: '通知' } })).toEqual(
    noticeReceived({ scene: 1, content: '通知' }),
  );
  expect(parseNoticeFrame({ code: 0, msg: '', data: { scene: 9, agents: 'x' } })).toBeNull();
  expect(parseNoticeFrame({ code: 1, msg: '', data: { scene: 9, agents: [agent] } })).toBeNull();
});

it('a scene 10 frame is the user’s own group sign-in, changed by a supervisor', () => {
  expect(parseNoticeFrame({ code: 0, msg: '', data: { scene: 10, current_status: 0 } })).toEqual(
    groupSignInPushed(0),
  );
  expect(parseNoticeFrame({ code: 0, msg: '', data: { scene: 10, current_status: 2 } })).toBeNull();
});
