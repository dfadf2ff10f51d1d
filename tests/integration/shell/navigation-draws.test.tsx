import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '@tests/support/render-app';
import { SLOW, slowSuite } from '@tests/support/slow';
import type * as Softphone from '@/features/softphone';
import { SoftphoneHeader, SoftphoneLayer } from '@/features/softphone';

// The call widgets and the header's tools, wrapped so their draws can be counted (jest hoists this above the
// imports); they are drawn as before.
jest.mock('@/features/softphone', () => {
  const actual = jest.requireActual<typeof Softphone>('@/features/softphone');
  return {
    ...actual,
    SoftphoneLayer: jest.fn(actual.SoftphoneLayer),
    SoftphoneHeader: jest.fn(actual.SoftphoneHeader),
  };
});

slowSuite();

describe('a navigation draws the menus and the page, not the whole frame', () => {
  it('going from one screen to another leaves the softphone and the header tools alone', async () => {
    const { user, router } = renderApp(undefined, { user: 'admin', url: '/home/index' });
    await screen.findByText(/您好/, {}, SLOW);
    const layer = jest.mocked(SoftphoneLayer).mock.calls.length;
    const header = jest.mocked(SoftphoneHeader).mock.calls.length;
    expect(layer).toBeGreaterThan(0);

    await user.click(screen.getByRole('menuitem', { name: /系统设置/ }));
    await user.click(await screen.findByRole('menuitem', { name: '登录日志' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/log'));
    expect(await screen.findByRole('table', {}, SLOW)).toBeInTheDocument();

    expect(SoftphoneLayer).toHaveBeenCalledTimes(layer);
    expect(SoftphoneHeader).toHaveBeenCalledTimes(header);
    // the side menu did follow: the new page's item is the selected one
    expect(screen.getByRole('menuitem', { name: '登录日志' })).toHaveClass('ant-menu-item-selected');
  });
});
