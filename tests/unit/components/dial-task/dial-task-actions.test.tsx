import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { MemoryRouter } from 'react-router-dom';
import { DialTaskActions, type DialTaskStatus, type DialTaskTriggers } from '@/components/dial-task';
import '@/i18n/signed-in';

const answered = (msg: string) => jest.fn(async () => ({ data: { msg } }));

function renderActions(status: DialTaskStatus, onEdit?: () => void) {
  const triggers: DialTaskTriggers = {
    start: answered('任务已启动，当前不在呼叫时段，将在09:00等时段内呼叫'),
    pause: answered('任务已暂停'),
    resume: answered('任务已继续'),
    stop: answered('任务已停止'),
    remove: answered('删除成功!'),
  };
  render(
    <ConfigProvider locale={zhCN}>
      <App>
        <MemoryRouter>
          <DialTaskActions task={{ id: 7, name: '回访任务', status }} triggers={triggers} onEdit={onEdit} />
        </MemoryRouter>
      </App>
    </ConfigProvider>,
  );
  return triggers;
}

it.each([
  ['pending', ['修改 回访任务', '启动 回访任务', '删除 回访任务']],
  ['running', ['暂停 回访任务', '停止 回访任务']],
  ['paused', ['修改 回访任务', '继续 回访任务', '停止 回访任务', '删除 回访任务']],
  ['stopped', ['删除 回访任务']],
  ['finished', ['删除 回访任务']],
] as const)('a %s task offers what its state allows, each action naming the task', (status, expected) => {
  renderActions(status, jest.fn());
  for (const name of expected) expect(screen.getByRole('button', { name })).toBeInTheDocument();
  expect(screen.getAllByRole('button')).toHaveLength(expected.length);
});

it('offers no edit where the kind has none (robot tasks)', () => {
  renderActions('paused');
  expect(screen.queryByRole('button', { name: /修改/ })).toBeNull();
  expect(screen.getByRole('button', { name: '继续 回访任务' })).toBeInTheDocument();
});

it("runs the kind's endpoint with the task's id and says the server's own message", async () => {
  const triggers = renderActions('pending');
  await userEvent.click(screen.getByRole('button', { name: '启动 回访任务' }));
  expect(triggers.start).toHaveBeenCalledWith({ body: { id: 7 } });
  expect(await screen.findByText('任务已启动，当前不在呼叫时段，将在09:00等时段内呼叫')).toBeInTheDocument();
});

it('asks before a stop, which cannot be undone', async () => {
  const triggers = renderActions('running');
  await userEvent.click(screen.getByRole('button', { name: '停止 回访任务' }));
  const question = await screen.findByText('停止后任务不能再启动，确定停止吗？');
  expect(triggers.stop).not.toHaveBeenCalled();
  expect(question).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
  expect(triggers.stop).toHaveBeenCalledWith({ body: { id: 7 } });
});
