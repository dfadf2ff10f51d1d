import { screen, waitFor, within } from '@testing-library/react';
import { ok } from '@mocks/kit/http';
import type { Plan } from '@/features/assistant-plans/types';
import { button, okButton } from '@tests/support/buttons';
import { overrideApi } from '@tests/support/overrides';
import { renderApp } from '@tests/support/render-app';
import { recordRequests } from '@tests/support/requests';
import { slowSuite } from '@tests/support/slow';

jest.mock('@/features/flow-editor/components/FlowCanvas', () =>
  jest.requireActual('@tests/support/flow-canvas-stub'),
);
slowSuite({ queries: true });

// Plans exactly as PLAN-06 and PLAN-09 list the fields; 0 is global (PLAN-10).
const pair = (depart: [number, string], node: [number, string]) => ({
  depart: { id: depart[0], name: depart[1] },
  node: { id: node[0], name: node[1] },
});
const globalPlan: Plan = {
  id: 301,
  name: '答案方案-全局',
  remark: '全部部门适用',
  status: 1,
  status_name: '启用',
  speech_type: 1,
  updated_at: '2026-10-08 09:15:00',
  speech_depart_node: [pair([0, ''], [0, ''])],
};
const departPlan: Plan = {
  id: 302,
  name: '答案方案-部门',
  remark: '',
  status: 0,
  status_name: '禁用',
  speech_type: 1,
  updated_at: '2026-10-09 14:00:00',
  speech_depart_node: [
    pair([4, '销售一部'], [2, '需求确认']),
    pair([4, '销售一部'], [3, '方案报价']),
    pair([7, '回访组'], [2, '需求确认']),
  ],
};
const stagePlan: Plan = {
  ...globalPlan,
  id: 303,
  name: '答案方案-全部部门某阶段',
  speech_depart_node: [pair([0, ''], [3, '方案报价'])],
};

// The department tree as PLAN-27 has it: one root; the follow-up stages as PLAN-28 has them.
const department = (id: number, parent_id: number, name: string, all_childs: unknown[] = []) => ({
  id,
  parent_id,
  name,
  leader_id: null,
  leader_name: null,
  sort: id,
  staff_count: 2,
  all_childs,
});
const stages = [
  { id: 2, name: '需求确认' },
  { id: 3, name: '方案报价' },
  { id: 4, name: '商务谈判' },
];

beforeEach(() => {
  overrideApi('assistant/speech/list', () =>
    ok({
      data: [globalPlan, departPlan, stagePlan],
      total: 3,
      current_page: 1,
      per_page: 10,
      from: 1,
      to: 3,
    }),
  );
  overrideApi('departments/tree', () =>
    ok(
      department(1, 0, '答案集团', [
        department(2, 1, '销售中心', [department(4, 2, '销售一部')]),
        department(3, 1, '客服中心', [department(7, 3, '回访组')]),
      ]),
    ),
  );
  overrideApi('crm/node', () => ok(stages));
  // the demo backend knows none of these plans: saving them answers as the platform would
  for (const path of ['assistant/speech/update', 'assistant/speech/copy', 'assistant/speech/delete'])
    overrideApi(path, () => ok(globalPlan));
});

const list = () => screen.getByRole('list', { name: '辅助方案' });
const row = (name: string) =>
  within(list())
    .getAllByRole('listitem')
    .find((o) => o.querySelector('strong')?.textContent === name)!;
const preview = (name: string) =>
  screen.getByText(name, { selector: '.ant-card-head-title' }).closest<HTMLElement>('.ant-card')!;
/** The value shown beside a label of the preview (two label/value pairs share a row). */
const cell = (card: HTMLElement, label: string) =>
  within(card).getByText(label, { selector: 'th, th *' }).closest('th')!.nextElementSibling!;

async function openList() {
  const view = renderApp(undefined, { user: 'admin', url: '/assistant/speech' });
  await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(3));
  await waitFor(() => expect(within(list()).getByRole('button', { current: true })).toBeInTheDocument());
  return view;
}

async function select(user: ReturnType<typeof renderApp>['user'], plan: Plan) {
  await user.click(row(plan.name));
  await waitFor(() => expect(preview(plan.name)).toBeInTheDocument());
  return preview(plan.name);
}

describe('the plan list reads the list answer', () => {
  it('[PLAN-06] [PLAN-09] [PLAN-10] each plan shows status, type, date, remark and its speech_depart_node; 0 reads as 全部', async () => {
    const { user } = await openList();
    expect(row(departPlan.name)).toHaveTextContent('禁用');
    expect(row(departPlan.name)).toHaveTextContent('平台规则 · 2026-10-09');

    const global = await select(user, globalPlan);
    expect(within(global).getByText('启用')).toBeInTheDocument();
    expect(cell(global, '适用部门')).toHaveTextContent(/^全部$/);
    expect(cell(global, '跟进阶段')).toHaveTextContent(/^全部$/);
    expect(global).toHaveTextContent('全部部门适用');
    expect(global).toHaveTextContent('2026-10-08 09:15:00');

    const departs = await select(user, departPlan);
    expect(within(departs).getByText('禁用')).toBeInTheDocument();
    expect(cell(departs, '适用部门')).toHaveTextContent(/^销售一部 \/ 回访组$/);
    expect(cell(departs, '跟进阶段')).toHaveTextContent(/^需求确认 \/ 方案报价$/);

    const mixed = await select(user, stagePlan);
    expect(cell(mixed, '适用部门')).toHaveTextContent(/^全部$/);
    expect(cell(mixed, '跟进阶段')).toHaveTextContent(/^方案报价$/);
  });

  it('[PLAN-09] [PLAN-10] [PLAN-25] editing keeps the pairs: chosen departments and stages show, global stays 0, sc_id is sent', async () => {
    const requests = recordRequests();
    const { user } = await openList();
    await select(user, departPlan);
    await user.click(button('编辑'));
    const dialog = await screen.findByRole('dialog', { name: '编辑方案' });
    const chosen = (label: string) =>
      [
        ...within(dialog)
          .getByRole('combobox', { name: label })
          .closest('.ant-select')!
          .querySelectorAll('.ant-select-selection-item-content'),
      ].map((el) => el.textContent);
    await waitFor(() => expect(chosen('适用部门')).toEqual(['销售一部', '回访组']));
    expect(chosen('跟进阶段')).toEqual(['需求确认', '方案报价']);
    await user.click(okButton(dialog));
    expect(await screen.findByText('更新成功！')).toBeInTheDocument();
    const sent = requests.forms('assistant/speech/update')[0]!;
    expect(sent.get('sc_id')).toBe('302');
    expect(sent.getAll('depart_ids[]')).toEqual(['4', '7']);
    expect(sent.getAll('node_ids[]')).toEqual(['2', '3']);

    await select(user, globalPlan);
    await user.click(button('编辑'));
    const again = await screen.findByRole('dialog', { name: '编辑方案' });
    await waitFor(() => expect(within(again).getByLabelText('方案名称')).toHaveValue(globalPlan.name));
    expect(again.querySelectorAll('.ant-select-selection-item-content')).toHaveLength(0);
    await user.click(okButton(again));
    await waitFor(() => expect(requests.forms('assistant/speech/update')).toHaveLength(2));
    const global = requests.forms('assistant/speech/update')[1]!;
    expect(global.get('sc_id')).toBe('301');
    expect(global.getAll('depart_ids[]')).toEqual(['0']);
    expect(global.getAll('node_ids[]')).toEqual(['0']);
  });

  it('[PLAN-25] a copy sends the add fields of the copy plus the sc_id of the plan copied', async () => {
    const requests = recordRequests();
    const { user } = await openList();
    await select(user, departPlan);
    await user.click(button('复制'));
    const dialog = await screen.findByRole('dialog', { name: '复制方案' });
    await waitFor(() => expect(within(dialog).getByLabelText('方案名称')).toHaveValue(departPlan.name));
    await user.click(okButton(dialog));
    expect(await screen.findByText('复制成功！')).toBeInTheDocument();
    const sent = requests.forms('assistant/speech/copy')[0]!;
    expect([...new Set(sent.keys())].sort()).toEqual(
      ['depart_ids[]', 'name', 'node_ids[]', 'remark', 'sc_id', 'speech_type', 'status'].sort(),
    );
    expect(Object.fromEntries(sent)).toMatchObject({
      sc_id: '302',
      name: departPlan.name,
      remark: '',
      status: '0',
      speech_type: '1',
    });
    expect(sent.getAll('depart_ids[]')).toEqual(['4', '7']);
    expect(sent.getAll('node_ids[]')).toEqual(['2', '3']);
  });

  it('[PLAN-11] edit and delete are allowed whatever the plan’s status: an enabled and a disabled plan alike', async () => {
    const requests = recordRequests();
    const { user } = await openList();
    for (const plan of [globalPlan, departPlan]) {
      await select(user, plan);
      expect(button('编辑')).not.toHaveAttribute('aria-disabled', 'true');
      expect(button('删除')).not.toHaveAttribute('aria-disabled', 'true');
    }
    // the disabled plan (status 0) opens its edit form and can be deleted
    await user.click(button('编辑'));
    const dialog = await screen.findByRole('dialog', { name: '编辑方案' });
    await waitFor(() => expect(within(dialog).getByLabelText('方案名称')).toHaveValue(departPlan.name));
    expect(within(dialog).getByRole('radio', { name: '禁用' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: /取\s?消|Cancel/ }));
    await user.click(button('删除'));
    await user.click(await screen.findByRole('button', { name: /确\s?定|OK/ }));
    expect(await screen.findByText('删除成功！')).toBeInTheDocument();
    expect(requests.bodies('assistant/speech/delete')).toEqual([{ sc_id: '302' }]);
  });

  it('[PLAN-27] [PLAN-28] the department tree and the stages are asked with no payload; one root heads the department picker', async () => {
    const requests = recordRequests();
    const { user } = await openList();
    await user.click(button('新增'));
    const dialog = await screen.findByRole('dialog', { name: '新增方案' });
    await waitFor(() => expect(requests.bodies('departments/tree').length).toBeGreaterThan(0));
    await waitFor(() => expect(requests.bodies('crm/node').length).toBeGreaterThan(0));
    for (const body of [...requests.bodies('departments/tree'), ...requests.bodies('crm/node')])
      expect(body).toEqual({});

    await user.click(within(dialog).getByRole('combobox', { name: '适用部门' }));
    const roots = () =>
      [
        ...document.querySelectorAll(
          '.ant-select-dropdown:not(.ant-select-dropdown-hidden) [role="treeitem"]',
        ),
      ].map((el) => el.textContent);
    await waitFor(() => expect(roots()).toEqual(['答案集团']));
    await user.click(screen.getByTitle('答案集团'));
    await waitFor(() => expect(roots()).toEqual(['答案集团', '销售中心', '客服中心']));

    await user.click(within(dialog).getByRole('combobox', { name: '跟进阶段' }));
    for (const s of stages) expect(await screen.findByTitle(s.name)).toBeInTheDocument();
  });
});
