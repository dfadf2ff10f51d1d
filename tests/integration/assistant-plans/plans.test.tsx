import '@/i18n/signed-in';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { HttpResponse } from 'msw';
import { db } from '@mocks/db/db';
import { PlanForm } from '@/features/assistant-plans/components/PlanForm';
import type { Plan } from '@/features/assistant-plans/types';
import { button, okButton } from '@tests/support/buttons';
import { failUntil, overrideApi } from '@tests/support/overrides';
import { renderApp, type DemoUsername } from '@tests/support/render-app';
import { recordForms } from '@tests/support/requests';
import { slowSuite } from '@tests/support/slow';

jest.mock('@/features/flow-editor/components/FlowCanvas', () =>
  jest.requireActual('@tests/support/flow-canvas-stub'),
);
slowSuite({ queries: true });

const list = () => screen.getByRole('list', { name: '辅助方案' });
const listed = () =>
  within(list())
    .getAllByRole('listitem')
    .map((o) => o.querySelector('strong')?.textContent);
const selectedName = () =>
  within(list()).getByRole('button', { current: true }).querySelector('strong')?.textContent;

// The plan form's pickers as a platform may answer them: a nested department tree (ids the demo knows) and
// follow-up stages including one without a name, which the form must not offer (PLAN-29).
const department = (id: number, parent_id: number, name: string, all_childs: unknown[] = []) => ({
  id,
  parent_id,
  name,
  leader_id: null,
  leader_name: null,
  sort: id,
  staff_count: 3,
  all_childs,
});
beforeEach(() => {
  overrideApi('departments/tree', () =>
    HttpResponse.json({
      code: 0,
      msg: 'ok',
      data: department(1, 0, '安心科技', [
        department(2, 1, '销售中心', [department(4, 2, '销售一部'), department(5, 2, '销售二部')]),
        department(3, 1, '客服中心', [department(6, 3, '售后组'), department(7, 3, '回访组')]),
      ]),
    }),
  );
  overrideApi('crm/node', () =>
    HttpResponse.json({
      code: 0,
      msg: 'ok',
      data: [
        { id: 1, name: '初次接触' },
        { id: 2, name: '需求确认' },
        { id: 3, name: '方案报价' },
        { id: 4, name: '商务谈判' },
        { id: 5, name: '' },
        { id: 6, name: '成交' },
      ],
    }),
  );
});

async function openList() {
  const view = renderApp(undefined, { user: 'admin', url: '/assistant/speech' });
  await waitFor(() => expect(listed().length).toBeGreaterThan(0));
  await waitFor(() => expect(selectedName()).toBe(listed()[0]));
  return view;
}

describe('assistant plan list', () => {
  it('[ROUTES-ASSISTANT-05] [PLAN-02] [PLAN-05] [PLAN-01] the plan list selects the first plan and searches by keyword', async () => {
    const bodies = recordForms('assistant/speech/list');
    const { user } = await openList();
    expect(bodies[0]!.get('page')).toBe('1');
    expect(bodies[0]!.get('limit')).toBe('10');
    expect(bodies[0]!.has('keyword')).toBe(true);
    await user.type(screen.getByRole('searchbox', { name: '搜索方案名称或备注' }), '续费{Enter}');
    await waitFor(() => expect(listed()).toEqual(['老客户续费辅助']));
    expect(bodies.at(-1)!.get('keyword')).toBe('续费');
  });

  it('[PLAN-03] [PLAN-07] [PLAN-08] a click selects a plan and shows its status and type', async () => {
    const { user } = await openList();
    const option = within(list())
      .getAllByRole('listitem')
      .find((o) => o.textContent?.includes('投诉安抚辅助'))!;
    await user.click(option);
    await waitFor(() => expect(selectedName()).toBe('投诉安抚辅助'));
    const preview = screen
      .getByText('投诉安抚辅助', { selector: '.ant-card-head-title' })
      .closest('.ant-card')!;
    expect(within(preview as HTMLElement).getByText('禁用')).toBeInTheDocument();
    expect(within(preview as HTMLElement).getByText('平台规则')).toBeInTheDocument();
  });

  it('[PLAN-04] [ROUTES-ASSISTANT-06] [ROUTES-ASSISTANT-01] a double-click opens the plan detail with its scenes', async () => {
    const { router } = await openList();
    fireEvent.doubleClick(within(list()).getAllByRole('listitem')[1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/assistant/speech/stage'));
    expect(await screen.findByTestId('flow-editor')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: /产品推荐/ })).toBeInTheDocument();
    expect(await screen.findByText('node:开场白')).toBeInTheDocument();
  });

  it('[ROUTES-ASSISTANT-01] opened by its address without a plan, the detail opens the first plan', async () => {
    const { router } = renderApp(undefined, { user: 'admin', url: '/assistant/speech/stage' });
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?id=\d+$/));
    expect(await screen.findByTestId('flow-editor')).toBeInTheDocument();
    expect(screen.queryByText('暂无方案，请先新增方案')).not.toBeInTheDocument();
  });

  it('[ROUTES-ASSISTANT-01] without any plan, the detail says so and leads to the plan list', async () => {
    overrideApi('assistant/speech/list', () =>
      HttpResponse.json({ code: 0, msg: 'ok', data: { data: [], total: 0, page: 1, limit: 1 } }),
    );
    const { router, user } = renderApp(undefined, { user: 'admin', url: '/assistant/speech/stage' });
    expect(await screen.findByText('暂无方案，请先新增方案')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '去新增方案' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/assistant/speech'));
  });

  it('[ROUTES-ASSISTANT-01] a plan list that fails to load says so, not that there is no plan; a retry opens the first plan', async () => {
    // the page's own question and the one its address sent ahead both fail
    const plans = failUntil('assistant/speech/list', 500);
    const { router, user } = renderApp(undefined, { user: 'admin', url: '/assistant/speech/stage' });
    expect(await screen.findByText('方案列表加载失败')).toBeInTheDocument();
    expect(screen.queryByText('暂无方案，请先新增方案')).not.toBeInTheDocument();
    plans.recover();
    await user.click(button('重试'));
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?id=\d+$/));
    expect(await screen.findByTestId('flow-editor')).toBeInTheDocument();
  });

  it.each(['abc', '99999'])(
    '[ROUTES-ASSISTANT-01] an unknown plan (?id=%s) says the plan does not exist and leads back',
    async (id) => {
      const { router, user } = renderApp(undefined, {
        user: 'admin',
        url: `/assistant/speech/stage?id=${id}`,
      });
      expect((await screen.findAllByText('方案不存在')).length).toBeGreaterThan(0);
      expect(screen.queryByTestId('flow-editor')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '新增场景' })).not.toBeInTheDocument();
      expect(router.state.location.search).toBe(`?id=${id}`);
      await user.click(screen.getByRole('button', { name: /返回方案列表/ }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/assistant/speech'));
    },
  );

  it('[PLAN-11] [PLAN-26] [PLAN-33] [PLAN-35] delete is always allowed; the selection moves to the plan now at the same position', async () => {
    const bodies = recordForms('assistant/speech/delete');
    const { user } = await openList();
    const second = listed()[1]!;
    const third = listed()[2]!;
    await user.click(within(list()).getAllByRole('listitem')[1]!);
    await waitFor(() => expect(selectedName()).toBe(second));
    await user.click(button('删除'));
    await user.click(await screen.findByRole('button', { name: /确\s?定|OK/ }));
    expect(await screen.findByText('删除成功！')).toBeInTheDocument();
    expect(bodies[0]!.get('sc_id')).toMatch(/^\d+$/);
    await waitFor(() => expect(selectedName()).toBe(third));
  });

  it('[PLAN-34] [PLAN-31] after a create the list reloads from page 1 with the keyword cleared', async () => {
    const bodies = recordForms('assistant/speech/list');
    const { user } = await openList();
    const search = screen.getByRole('searchbox', { name: '搜索方案名称或备注' });
    await user.type(search, '续费{Enter}');
    await waitFor(() => expect(listed()).toEqual(['老客户续费辅助']));
    await user.click(button('新增'));
    await user.type(await screen.findByLabelText('方案名称'), '夜间回访辅助');
    await user.click(okButton());
    expect(await screen.findByText('添加成功！')).toBeInTheDocument();
    await waitFor(() => expect(listed()).toContain('夜间回访辅助'));
    expect(search).toHaveValue('');
    expect(bodies.at(-1)!.get('keyword')).toBe('');
    expect(bodies.at(-1)!.get('page')).toBe('1');
  });
});

const plan: Plan = {
  id: 2,
  name: '老客户续费辅助',
  remark: '',
  status: 1,
  status_name: '启用',
  speech_type: 1,
  updated_at: '2026-11-01 10:00:00',
  speech_depart_node: [{ depart: { id: 4, name: '销售一部' }, node: { id: 1, name: '初次接触' } }],
};

function renderForm(
  mode: 'add' | 'edit' | 'copy',
  user: DemoUsername = 'admin',
  current: Plan | null = null,
) {
  return renderApp(
    <App>
      <PlanForm mode={mode} open plan={current} onOpenChange={() => {}} onSaved={() => {}} />
    </App>,
    { user },
  );
}

describe('assistant plan form', () => {
  it('[PLAN-12] [PLAN-13] [PLAN-14] name required and at most 20, remark at most 50', async () => {
    const { user } = renderForm('add');
    await screen.findByRole('dialog', { name: '新增方案' });
    await user.click(okButton());
    expect(await screen.findByText('请输入方案名称')).toBeInTheDocument();
    expect(screen.getByLabelText('方案名称')).toHaveAttribute('maxlength', '20');
    expect(screen.getByLabelText('备注')).toHaveAttribute('maxlength', '50');
  });

  it('[PLAN-19] [PLAN-15] the custom rule is disabled for the admin (assistant_custom 0); status is 1 or 0', async () => {
    renderForm('add', 'admin');
    await screen.findByRole('dialog', { name: '新增方案' });
    expect(screen.getByRole('radio', { name: '自定义规则' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '启用' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '禁用' })).not.toBeChecked();
  });

  it('[PLAN-18] [PLAN-19] the custom rule opens for the admin once config.js lists the admin’s phone, and for no other phone', async () => {
    const adminPhone = db.findUser('admin')!.phone;
    try {
      window.__CONSOLE_CONFIG__ = { customRulePhones: ['13700000009'] };
      const other = renderForm('add', 'admin');
      await screen.findByRole('dialog', { name: '新增方案' });
      expect(screen.getByRole('radio', { name: '自定义规则' })).toBeDisabled();
      other.unmount();

      window.__CONSOLE_CONFIG__ = { customRulePhones: ['13700000009', adminPhone] };
      const { user } = renderForm('add', 'admin');
      await screen.findByRole('dialog', { name: '新增方案' });
      const custom = screen.getByRole('radio', { name: '自定义规则' });
      expect(custom).toBeEnabled();
      await user.click(custom);
      expect(custom).toBeChecked();
    } finally {
      delete window.__CONSOLE_CONFIG__;
    }
  });

  it('[PLAN-17] the custom rule is open to the author (assistant_custom 1); it sends no departments or stages', async () => {
    const bodies = recordForms('assistant/speech/add');
    const { user } = renderForm('add', 'author');
    await user.type(await screen.findByLabelText('方案名称'), '自定义方案');
    const custom = screen.getByRole('radio', { name: '自定义规则' });
    expect(custom).toBeEnabled();
    expect(await screen.findByRole('combobox', { name: '适用部门' })).toBeInTheDocument();
    await user.click(custom);
    await waitFor(() => expect(screen.queryByRole('combobox', { name: '适用部门' })).not.toBeInTheDocument());
    await user.click(okButton());
    expect(await screen.findByText('添加成功！')).toBeInTheDocument();
    expect(bodies[0]!.get('speech_type')).toBe('2');
    expect(bodies[0]!.has('depart_ids[]')).toBe(false);
  });

  it('[PLAN-16] [PLAN-20] [PLAN-21] [PLAN-23] [PLAN-24] [PLAN-25] [PLAN-30] [PLAN-29] platform rule: leaf departments and named stages are sent with sc_id', async () => {
    const bodies = recordForms('assistant/speech/update');
    const { user } = renderForm('edit', 'admin', plan);
    await waitFor(() => expect(screen.getByLabelText('方案名称')).toHaveValue('老客户续费辅助'));
    await user.click(screen.getByRole('combobox', { name: '适用部门' }));
    // A parent only opens (PLAN-21); a leaf is picked (PLAN-20).
    await user.click(await screen.findByTitle('安心科技'));
    await user.click(await screen.findByTitle('客服中心'));
    await user.click(await screen.findByTitle('回访组'));
    await user.click(screen.getByRole('combobox', { name: '跟进阶段' }));
    await user.click(await screen.findByTitle('需求确认'));
    // The stage without a name is not offered (PLAN-29).
    const stageDropdown = [...document.querySelectorAll('.ant-select-dropdown')].at(-1)!;
    expect(stageDropdown.querySelectorAll('[role="treeitem"]')).toHaveLength(5);
    await user.click(okButton());
    expect(await screen.findByText('更新成功！')).toBeInTheDocument();
    const body = bodies[0]!;
    expect(body.get('sc_id')).toBe('2');
    expect(body.get('name')).toBe('老客户续费辅助');
    expect(body.get('status')).toBe('1');
    expect(body.get('speech_type')).toBe('1');
    expect(body.getAll('depart_ids[]').sort()).toEqual(['4', '7']);
    expect(body.getAll('node_ids[]').sort()).toEqual(['1', '2']);
    expect(body.getAll('depart_ids[]')).not.toContain('3');
  });

  it('[PLAN-32] a copy says 复制成功！', async () => {
    const { user } = renderForm('copy', 'admin', plan);
    await waitFor(() => expect(screen.getByLabelText('方案名称')).toHaveValue('老客户续费辅助'));
    await user.click(okButton());
    expect(await screen.findByText('复制成功！')).toBeInTheDocument();
  });
});
