import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { groupCalls } from '@mocks/db/group-calls';
import { fill } from '../crm/fill';
import { failOnce } from '@tests/support/overrides';
import { SLOW, slowSuite } from '@tests/support/slow';
import { confirmDelete, drawer, items, openDrawer, recordList, renderGroupCalls } from './support';

slowSuite();

const namesShown = () => items().map((li) => li.getAttribute('aria-label'));
const spinning = () => drawer().querySelector('.ant-spin-spinning');

describe('今日群呼 drawer', () => {
  it('[GROUP-02] [GROUP-03] [GROUP-04] [GROUP-06] [GROUP-07] the button opens 今日群呼 with the first ten of today, paged simply', async () => {
    const view = renderGroupCalls();
    expect(screen.queryByRole('dialog', { name: '今日群呼' })).not.toBeInTheDocument();
    await openDrawer(view);
    const today = groupCalls.of('agent');
    expect(namesShown()).toEqual(today.slice(0, 10).map((r) => r.name));
    expect(view.calls('callcenter/calltask/list')[0]).toEqual({
      page: '1',
      limit: '10',
      name: '',
      duration: '',
      get_status: '',
    });
    const first = items()[0]!;
    expect(first).toHaveTextContent(`联系人 ${today[0]!.concact_man} · ${today[0]!.phone}`);
    expect(within(first).getByText(today[0]!.saved ? '已保存' : '未保存')).toBeInTheDocument();
    expect(within(drawer()).getByText(`共 ${today.length} 条`)).toBeInTheDocument();

    // simple paging: page n / pages, and a next button
    const pager = drawer().querySelector<HTMLElement>('.ant-pagination-simple')!;
    expect(pager).toBeInTheDocument();
    await view.user.click(within(pager).getByTitle('下一页'));
    await waitFor(() => expect(namesShown()).toEqual(today.slice(10, 20).map((r) => r.name)), SLOW);
    expect(view.calls('callcenter/calltask/list').at(-1)).toMatchObject({ page: '2', limit: '10' });
  });

  it('[GROUP-08] [GROUP-09] [GROUP-10] [GROUP-11] [GROUP-12] the filters are sent with the search, and the list shows what matches', async () => {
    const view = renderGroupCalls();
    await openDrawer(view);
    const bar = within(drawer()).getByRole('search');

    // the duration choices are the server's map, in id order
    await view.user.click(within(bar).getByRole('combobox', { name: '通话时长' }));
    await screen.findByTitle('0-10秒');
    const options = [...document.querySelectorAll('.ant-select-item-option')];
    expect(options.map((o) => o.textContent)).toEqual([
      '0-10秒',
      '10-30秒',
      '30-60秒',
      '1-3分钟',
      '3-5分钟',
      '5分钟以上',
    ]);
    expect(view.calls('callcenter/calltask/getDurationRange')).toEqual([{}]);
    await view.user.click(screen.getByTitle('1-3分钟'));

    // save status: 全部 / 未保存 / 已保存
    expect(
      within(bar)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['全部', '未保存', '已保存']);
    await view.user.click(within(bar).getByText('未保存'));
    const target = groupCalls.of('agent').find((r) => !r.saved && r.duration >= 60 && r.duration < 180)!;
    await fill(within(bar).getByRole('textbox', { name: '客户名称/联系人' }), target.concact_man);
    const before = view.calls('callcenter/calltask/list').length;
    expect(before).toBe(1);

    await view.user.click(within(bar).getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() =>
      expect(view.calls('callcenter/calltask/list').at(-1)).toEqual({
        page: '1',
        limit: '10',
        name: target.concact_man,
        duration: '4',
        get_status: '1',
      }),
    );
    await waitFor(() => expect(namesShown()).toContain(target.name), SLOW);
    items().forEach((li) => {
      expect(li).toHaveTextContent(target.concact_man);
      expect(within(li).getByText('未保存')).toBeInTheDocument();
    });

    // 已保存 alone lists only saved ones
    await fill(within(bar).getByRole('textbox', { name: '客户名称/联系人' }), '');
    fireEvent.click(bar.querySelector<HTMLElement>('.ant-select-clear')!);
    await view.user.click(within(bar).getByText('已保存'));
    await view.user.click(within(bar).getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() =>
      expect(view.calls('callcenter/calltask/list').at(-1)).toEqual({
        page: '1',
        limit: '10',
        name: '',
        duration: '',
        get_status: '2',
      }),
    );
    const saved = groupCalls.of('agent').filter((r) => r.saved);
    await waitFor(() => expect(namesShown()).toEqual(saved.slice(0, 10).map((r) => r.name)), SLOW);
  });

  it('[GROUP-13] [ERR-01] [ERR-03] clear all asks 确认删除吗？, calls clearAllRecord, says 删除成功! and leaves 暂无数据', async () => {
    const view = renderGroupCalls();
    await openDrawer(view);
    await view.user.click(within(drawer()).getByRole('button', { name: /清\s*空/ }));
    await confirmDelete(view);
    await waitFor(() => expect(view.calls('callcenter/calltask/clearAllRecord')).toEqual([{}]));
    await waitFor(() => expect(view.calls('callcenter/calltask/list')).toHaveLength(2));
    expect(await screen.findByText('删除成功!', {}, SLOW)).toBeInTheDocument();
    expect(
      await within(drawer()).findByText('暂无数据', { selector: '.ant-empty-description' }, SLOW),
    ).toBeInTheDocument();
    expect(groupCalls.of('agent')).toHaveLength(0);
    expect(within(drawer()).getByRole('button', { name: /清\s*空/ })).toBeDisabled();
  });

  it('[GROUP-14] clearing one record calls clearRecord with its id, after the confirm, and says 删除成功!', async () => {
    const view = renderGroupCalls();
    await openDrawer(view);
    const total = groupCalls.of('agent').length;
    const [first] = groupCalls.of('agent');
    await view.user.click(within(items()[0]!).getByRole('button', { name: /清\s*除/ }));
    await confirmDelete(view);
    await waitFor(() =>
      expect(view.calls('callcenter/calltask/clearRecord')).toEqual([{ id: String(first!.id) }]),
    );
    expect(await screen.findByText('删除成功!', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(namesShown()).not.toContain(first!.name), SLOW);
    expect(within(drawer()).getByText(`共 ${total - 1} 条`)).toBeInTheDocument();
    expect(view.notices.error).not.toHaveBeenCalled();
  });

  it('[GROUP-15] a network failure stops the spinner and shows nothing else', async () => {
    failOnce('callcenter/calltask/list', 'network');
    const view = renderGroupCalls();
    await openDrawer(view, false);
    await waitFor(() => expect(view.calls('callcenter/calltask/list')).toHaveLength(1));
    await waitFor(() => expect(spinning()).toBeNull(), SLOW);
    expect(view.notices.error).not.toHaveBeenCalled();
    expect(view.notices.warning).not.toHaveBeenCalled();
    expect(screen.queryByText('请求异常')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '今日群呼记录' })).not.toBeInTheDocument();
    // an answered failure is still reported: only the silence of a dead network is quiet
    failOnce('callcenter/calltask/list', { code: 500, msg: '服务繁忙' });
    await view.user.click(within(drawer()).getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(view.notices.error).toHaveBeenCalledWith('服务繁忙'));
    await waitFor(() => expect(spinning()).toBeNull(), SLOW);
  });

  it('[GROUP-01] the drawer closes on a path without group calls and stays closed on return', async () => {
    const view = renderGroupCalls();
    await openDrawer(view);
    expect(recordList()).toBeInTheDocument();
    await act(() => view.router.navigate('/voice/taskCenter'));
    await waitFor(() => expect(screen.queryByRole('button', { name: '今日群呼' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '今日群呼' })).not.toBeInTheDocument());
    await act(() => view.router.navigate('/client/index'));
    expect(await screen.findByRole('button', { name: '今日群呼' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '今日群呼' })).not.toBeInTheDocument();
  });
});
