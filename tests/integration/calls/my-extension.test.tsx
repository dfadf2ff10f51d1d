import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callSettingsOf } from '@mocks/db/extensions';
import { resetDb } from '@mocks/db/db';
import { staffTable } from '@mocks/db/staff';
import { renderApp } from '@tests/support/render-app';
import { SLOW } from '@tests/support/slow';

beforeEach(() => resetDb());
const agent = () => staffTable.list((s) => s.username === 'agent')[0]!;

it('[ROUTES-CALLCENTRE-06] /call/myExtension exists (my extension): number, server, state and the readiness check', async () => {
  renderApp(undefined, { user: 'agent', url: '/call/myExtension' });
  expect(await screen.findByText(agent().sip_username, {}, SLOW)).toBeInTheDocument();
  expect(screen.getByText('wss://sip.demo.local:7443')).toBeInTheDocument();
  expect(screen.getByText('软电话就绪检查')).toBeInTheDocument();
  for (const step of ['麦克风', 'SIP 服务器连接', '软电话注册'])
    expect(screen.getByText(step)).toBeInTheDocument();
  expect(screen.getAllByText('未注册').length).toBeGreaterThan(0);
}, 240_000);

it('[ROUTES-CALLCENTRE-06] saves the agent’s own call settings and refuses an after-call time over 600 s', async () => {
  const user = userEvent.setup();
  renderApp(undefined, { user: 'agent', url: '/call/myExtension' });
  const wrapUp = await screen.findByLabelText('话后处理时长(秒)', {}, SLOW);
  await user.clear(wrapUp);
  await user.type(wrapUp, '700');
  await user.click(screen.getByRole('button', { name: /保存设置/ }));
  expect(await screen.findByText('话后处理时长应为0到600秒', {}, SLOW)).toBeInTheDocument();
  await user.clear(wrapUp);
  await user.type(wrapUp, '45');
  await user.click(screen.getByRole('switch'));
  await user.click(screen.getByRole('button', { name: /保存设置/ }));
  await waitFor(
    () => expect(callSettingsOf(agent().id)).toMatchObject({ auto_answer: 1, wrap_up_seconds: 45 }),
    SLOW,
  );
  expect(within(document.body).getByText('保存成功')).toBeInTheDocument();
}, 240_000);

it('[ROUTES-CALLCENTRE-06] an agent without an extension is told to ask for one', async () => {
  staffTable.update(agent().id, { sip_username: '' });
  renderApp(undefined, { user: 'agent', url: '/call/myExtension' });
  expect(await screen.findByText('您还没有绑定分机，请联系管理员绑定。', {}, SLOW)).toBeInTheDocument();
}, 240_000);
