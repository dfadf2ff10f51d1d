import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '@tests/support/render-app';
import { SLOW, slowSuite } from '@tests/support/slow';
import { renderGroupCalls } from './support';

slowSuite();

describe('where 今日群呼 shows', () => {
  it.each([
    '/dashboard',
    '/dashboard/allstatistics',
    '/voice/taskCenter',
    '/voice/dialogue/stage',
    '/monitor/call/monitor_plane',
  ])('[GROUP-01] hidden on %s', async (url) => {
    const view = renderGroupCalls(url);
    // the widget renders in the same commit as antd's App around it
    await waitFor(() => expect(document.querySelector('.ant-app')).not.toBeNull());
    expect(screen.queryByRole('button', { name: '今日群呼' })).not.toBeInTheDocument();
    view.unmount();
  });

  it.each(['/home/index', '/client/index', '/callcenter/task', '/assistant/speech', '/voiceprint'])(
    '[GROUP-01] shown on %s',
    async (url) => {
      renderGroupCalls(url);
      expect(await screen.findByRole('button', { name: '今日群呼' }, SLOW)).toBeInTheDocument();
    },
  );

  it('[GROUP-02] the signed-in layout mounts the button next to the dial button', async () => {
    renderApp(undefined, { user: 'agent', url: '/home/index' });
    expect(await screen.findByRole('button', { name: '今日群呼' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '拨号' })).toBeInTheDocument();
  });
});
