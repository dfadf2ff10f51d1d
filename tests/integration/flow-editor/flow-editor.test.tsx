import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '@tests/support/render-app';
import { slowSuite } from '@tests/support/slow';

jest.mock('@/features/flow-editor/components/FlowCanvas', () =>
  jest.requireActual('@tests/support/flow-canvas-stub'),
);
slowSuite({ queries: true });

describe('flow editor screen', () => {
  it('[FLOW-01] [FLOW-02] [FLOW-03] scenes as tabs, the canvas, a detail drawer that shows and hides, full screen', async () => {
    const { user } = renderApp(undefined, { user: 'admin', url: '/voice/dialogue/stage?id=1' });
    const editor = await screen.findByTestId('flow-editor');
    // Scenes in dmsort order, the first shown on the canvas.
    const sceneBar = (await within(editor).findAllByRole('tablist'))[0]!;
    const tabs = within(sceneBar).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['开场', '产品推荐', '收尾']);
    expect(await within(editor).findByText('node:开场白')).toBeInTheDocument();
    // Picking a node fills the drawer's form.
    await user.click(within(editor).getByText('node:开场白'));
    expect(await within(editor).findByDisplayValue('开场白')).toBeInTheDocument();
    const drawer = () => editor.querySelector('.ant-drawer-open');
    expect(drawer()).not.toBeNull();
    await user.click(within(editor).getByRole('button', { name: /隐藏详情/ }));
    await waitFor(() => expect(drawer()).toBeNull());
    await user.click(within(editor).getByRole('button', { name: /显示详情/ }));
    await waitFor(() => expect(drawer()).not.toBeNull());
    expect(editor).toHaveAttribute('data-fullscreen', 'false');
    await user.click(within(editor).getByRole('button', { name: /全\s?屏/ }));
    expect(editor).toHaveAttribute('data-fullscreen', 'true');
    expect(editor).toHaveStyle({ position: 'fixed' });
    await user.click(within(editor).getByRole('button', { name: /退出全屏/ }));
    expect(editor).toHaveAttribute('data-fullscreen', 'false');
  });

  it('adding a node, then leaving the route with unsaved edits asks first', async () => {
    const { user, router } = renderApp(undefined, { user: 'admin', url: '/voice/dialogue/stage?id=1' });
    const editor = await screen.findByTestId('flow-editor');
    await within(editor).findByText('node:开场白');
    await user.click(within(editor).getByRole('button', { name: /添加普通节点/ }));
    expect(await within(editor).findByText('node:普通节点')).toBeInTheDocument();
    await router.navigate('/voice/taskCenter');
    expect(
      await screen.findByText('流程中有场景尚未保存，离开后修改将丢失，确定离开吗？'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /留在此页/ }));
    expect(router.state.location.pathname).toBe('/voice/dialogue/stage');
  });
});
