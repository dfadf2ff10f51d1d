import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { button } from '@tests/support/buttons';
import { overrideApi } from '@tests/support/overrides';
import { renderApp } from '@tests/support/render-app';
import { recordForms } from '@tests/support/requests';
import { slowSuite } from '@tests/support/slow';

jest.mock('@/features/flow-editor/components/FlowCanvas', () =>
  jest.requireActual('@tests/support/flow-canvas-stub'),
);

slowSuite({ queries: true });

const list = () => screen.getByRole('list', { name: '话术列表' });
const rows = () => within(list()).getAllByRole('listitem');
const selectedName = () =>
  within(list()).getByRole('button', { current: true }).querySelector('strong')?.textContent;
const listed = () => rows().map((o) => o.querySelector('strong')?.textContent);

async function openStage(url = '/voice/dialogue/stage') {
  const view = renderApp(undefined, { user: 'admin', url });
  await waitFor(() => expect(rows().length).toBeGreaterThan(0));
  await waitFor(() => expect(selectedName()).toBe(listed()[0]));
  return view;
}

async function selectScript(user: ReturnType<typeof renderApp>['user'], name: string) {
  const option = within(list())
    .getAllByRole('listitem')
    .find((o) => o.textContent?.includes(name))!;
  await user.click(option);
  await waitFor(() => expect(selectedName()).toBe(name));
}

describe('robot script list', () => {
  it('[SCRIPT-01] [ROUTES-ROBOT-03] [SCRIPT-04] /voice/dialogue/stage shows the list on the left, the first script selected, and its flow', async () => {
    const { router } = await openStage();
    await waitFor(() => expect(selectedName()).toBe(listed()[0]));
    expect(router.state.location.search).toMatch(/^\?id=\d+$/);
    expect(await screen.findByTestId('flow-editor')).toBeInTheDocument();
    expect(await screen.findByText('node:开场白')).toBeInTheDocument();
  });

  it("[SCRIPT-04] opened without a script, a tab shows the first script at once, without waiting for the list's selection to reach the address", async () => {
    const libraryCalls = recordForms('robot/library/list');
    const { router } = renderApp(undefined, { user: 'admin', url: '/voice/dialogue/repository' });
    // The list's own selection (a navigation that replaces the address) is held back.
    const navigate = router.navigate.bind(router);
    const held: Parameters<typeof navigate>[] = [];
    router.navigate = ((...args: Parameters<typeof navigate>) => {
      if (args[1]?.replace) {
        held.push(args);
        return Promise.resolve();
      }
      return navigate(...args);
    }) as typeof router.navigate;

    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    const first = listed()[0]!;
    expect(await screen.findByRole('heading', { name: first })).toBeInTheDocument();
    expect(await screen.findByRole('menu', { name: first })).toBeInTheDocument();
    const tab = screen.getByRole('region', { name: '知识库' });
    await waitFor(() => expect(within(tab).getAllByRole('row').length).toBeGreaterThan(1));
    expect(router.state.location.search).toBe('');
    // the list did select it: the address is to say the same script
    expect(held).toHaveLength(1);
    const firstId = /^\?id=(\d+)$/.exec(String((held[0]![0] as { search: string }).search))![1];
    expect(libraryCalls.map((f) => f.get('sc_id'))).toEqual([firstId]);

    // what the user starts typing in the tab meanwhile survives the selection reaching the address
    const search = await within(tab).findByPlaceholderText('搜索问题、相似问题、答案');
    fireEvent.change(search, { target: { value: '利息' } });

    router.navigate = navigate;
    await navigate(...held[0]!);
    await waitFor(() => expect(selectedName()).toBe(first));
    expect(router.state.location.search).toBe(`?id=${firstId}`);
    expect(screen.getByRole('heading', { name: first })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('搜索问题、相似问题、答案')).toBe(search);
    expect(search).toHaveValue('利息');
    expect(libraryCalls).toHaveLength(1);
  });

  it('[SCRIPT-08] [SCRIPT-02] the list call sends page, limit 10, name; a search by name narrows it', async () => {
    const bodies = recordForms('robot/script/list');
    const { user } = await openStage();
    expect(bodies[0]!.get('page')).toBe('1');
    expect(bodies[0]!.get('limit')).toBe('10');
    expect(bodies[0]!.has('name')).toBe(true);
    await user.type(screen.getByRole('searchbox', { name: '搜索话术名称' }), '回访{Enter}');
    await waitFor(() =>
      expect([...listed()].sort()).toEqual(['二手房业主回访', '售后满意度回访', '贷款产品回访'].sort()),
    );
    expect(bodies.at(-1)!.get('name')).toBe('回访');
  });

  it('[SCRIPT-03] [SCRIPT-08] filtering by industry sends industry_id and industry_name', async () => {
    const bodies = recordForms('robot/script/list');
    const { user } = await openStage();
    await user.click(screen.getByRole('combobox', { name: '全部行业' }));
    await user.click(await screen.findByTitle('教育'));
    await waitFor(() => expect(bodies.at(-1)!.get('industry_name')).toBe('教育'));
    expect(bodies.at(-1)!.get('industry_id')).toBe('2');
    await waitFor(() => expect(listed()).toContain('少儿英语邀约'));
    expect(listed()).not.toContain('信用卡分期推广');
  });

  it('[SCRIPT-05] [SCRIPT-12] a click selects a script; the current-dialogue info keeps current and previous', async () => {
    const { user, store } = await openStage();
    const first = listed()[0];
    await selectScript(user, '逾期提醒');
    const info = (
      store.getState() as unknown as { dialogue: { current: { name: string }; previous: { name: string } } }
    ).dialogue;
    expect(info.current.name).toBe('逾期提醒');
    expect(info.previous.name).toBe(first);
  });

  it('[SCRIPT-06] a double-click opens the script in the flow screen', async () => {
    const { router } = await openStage();
    await waitFor(() => expect(selectedName()).toBe(listed()[0]));
    const before = router.state.location.search;
    // A double-click alone (no single clicks) opens the script.
    fireEvent.doubleClick(rows()[2]!);
    await waitFor(() => expect(router.state.location.search).not.toBe(before));
    expect(router.state.location.pathname).toBe('/voice/dialogue/stage');
    await waitFor(() => expect(selectedName()).toBe(listed()[2]));
    expect(await screen.findByTestId('flow-editor')).toBeInTheDocument();
  });

  it('[SCRIPT-07] [SCRIPT-14] add, edit, copy and delete buttons; the horizontal menu of the dialogue screens', async () => {
    await openStage();
    for (const name of ['新增', '编辑', '复制', '删除']) expect(button(name)).toBeInTheDocument();
    const menu = await screen.findByRole('menu', { name: listed()[0]! });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['流程', '知识库', '积分设置', '问题学习', '训练', '录音']);
  });

  it('[SCRIPT-15] [SCRIPT-20] the training item is hidden for an experience script the company does not own', async () => {
    const { user } = await openStage();
    await selectScript(user, '体验话术-教育');
    const menu = await screen.findByRole('menu', { name: '体验话术-教育' });
    expect(within(menu).queryByRole('menuitem', { name: '训练' })).not.toBeInTheDocument();
  });

  it('[SCRIPT-22] [SCRIPT-23] edit of a script in review is disabled and warns 当前话术不允许编辑', async () => {
    const { user } = await openStage();
    await selectScript(user, '贷款产品回访');
    const edit = button('编辑');
    expect(edit).toHaveAttribute('aria-disabled', 'true');
    await user.click(edit);
    expect(await screen.findByText('当前话术不允许编辑')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '编辑话术' })).not.toBeInTheDocument();
  });

  it('[SCRIPT-44] [SCRIPT-46] [SCRIPT-40] deleting the current script says 删除成功！ and selects the first script', async () => {
    const { user } = await openStage();
    await selectScript(user, '逾期提醒');
    await user.click(button('删除'));
    await user.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    expect(await screen.findByText('删除成功！')).toBeInTheDocument();
    await waitFor(() => expect(listed()).not.toContain('逾期提醒'));
    await waitFor(() => expect(selectedName()).toBe(listed()[0]));
  });
});

describe('robot script list, more', () => {
  it('[SCRIPT-05] a keyboard selects a script: a row is a button, its detail toggle a separate one', async () => {
    const { user } = await openStage();
    const second = rows()[1]!;
    const pick = within(second).getAllByRole('button')[0]!;
    expect(within(pick).queryByRole('button')).toBeNull();
    pick.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(selectedName()).toBe(listed()[1]));
    expect(within(second).getByRole('button', { name: '展开详情' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('[SCRIPT-11] each item carries its infoMore flag: the toggle unfolds labels and description', async () => {
    const { user, store } = await openStage();
    const first = rows()[0]!;
    await user.click(within(first).getByRole('button', { name: '展开详情' }));
    expect(await within(first).findByText(/描述：/)).toBeInTheDocument();
    const info = (store.getState() as unknown as { dialogue: { current: { infoMore: boolean } } }).dialogue;
    expect(info.current).toHaveProperty('infoMore');
    await user.click(within(first).getByRole('button', { name: '收起详情' }));
    await waitFor(() => expect(within(first).queryByText(/描述：/)).not.toBeInTheDocument());
  });

  it('[SCRIPT-24] delete of a script whose status allows no delete is disabled and says 当前话术不允许删除', async () => {
    // A status this console does not know (a newer platform) allows nothing.
    overrideApi('robot/script/list', () =>
      HttpResponse.json({
        code: 0,
        msg: 'ok',
        data: {
          data: [
            {
              id: 99,
              name: '未知状态话术',
              industry: { id: 101, name: '信用卡' },
              industry_id: 101,
              industry_label: [],
              speechcraft_desc: '',
              status: 9,
              own: 1,
              updated_at: '2026-11-01 10:00:00',
            },
          ],
          total: 1,
          current_page: 1,
          per_page: 10,
          from: 1,
          to: 1,
        },
      }),
    );
    const { user } = await openStage();
    const remove = button('删除');
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    await user.click(remove);
    expect(await screen.findByText('当前话术不允许删除')).toBeInTheDocument();
  });

  it('[SCRIPT-45] after a create the list reloads from page 1 with the keyword cleared, the new script selected', async () => {
    const bodies = recordForms('robot/script/list');
    const { user } = await openStage();
    const search = screen.getByRole('searchbox', { name: '搜索话术名称' });
    await user.type(search, '回访{Enter}');
    await waitFor(() => expect(listed().every((n) => n?.includes('回访'))).toBe(true));
    await user.click(button('新增'));
    await user.type(await screen.findByLabelText('话术名称'), '年终回馈活动');
    await user.click(screen.getByRole('combobox', { name: '所属行业' }));
    await user.click(await screen.findByTitle('电商'));
    await user.click(await screen.findByTitle('会员营销'));
    await user.click(screen.getByRole('button', { name: /确\s?定|OK/ }));
    expect(await screen.findByText('添加成功！')).toBeInTheDocument();
    await waitFor(() => expect(selectedName()).toBe('年终回馈活动'));
    expect(search).toHaveValue('');
    expect(bodies.at(-1)!.get('name')).toBe('');
    expect(bodies.at(-1)!.get('page')).toBe('1');
  });
});
