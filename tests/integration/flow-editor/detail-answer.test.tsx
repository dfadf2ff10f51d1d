import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { ok } from '@mocks/kit/http';
import { notify } from '@/api/feedback';
import { forgetPrefetched } from '@/features/flow-editor/flow-handover';
import type { Answer, FlowLink, FlowNode, Scene } from '@/features/flow-editor/types';
import { overrideApi } from '@tests/support/overrides';
import { renderApp } from '@tests/support/render-app';
import { slowSuite } from '@tests/support/slow';

jest.mock('@/features/flow-editor/components/FlowCanvas', () =>
  jest.requireActual('@tests/support/flow-canvas-stub'),
);
slowSuite({ queries: true });

// A script detail exactly as FLOW-05 has it, its nodes and links as FLOW-08 and FLOW-13 have them.
const answer = (id: number, name: string, isSystem: boolean, is_select: 0 | 1 = 1): Answer => ({
  id,
  name,
  is_select,
  isSystem,
  keyWorldList: [name],
});
const yes = answer(1, '肯定', true);
const no = answer(2, '否定', true);
const price = answer(101, '询问价格', false, 0);
const onNode = (a: Answer, group: string, is_select: 0 | 1): Answer => ({
  ...a,
  key: `${group}_${a.id}`,
  group,
  text: a.name,
  is_select,
});
const fields = (key: string, text: string, extra: Partial<FlowNode>): FlowNode => ({
  id: null,
  key,
  group: '',
  isGroup: true,
  text,
  type: 'normal',
  nodeType: 'normal',
  content: '',
  answerList: [],
  start: false,
  interrupt: 1,
  jumpId: -99,
  jumpName: '',
  score: 0,
  category: 'normal',
  highColor: '#1677ff',
  nextType: 1,
  keyWorldList: [],
  loc: '0 0',
  ...extra,
});
const opening = fields('k1', '开场白', {
  id: 11,
  content: '您好，这里是演示公司',
  answerList: [onNode(yes, 'k1', 1), onNode(no, 'k1', 1), onNode(price, 'k1', 0)],
  start: true,
  interrupt: 0,
  score: 35,
  keyWorldList: ['开场'],
});
const branchOf = (a: Answer): FlowNode =>
  fields(`k1_${a.id}`, a.name, {
    id: 20 + a.id,
    group: 'k1',
    isGroup: false,
    type: 'button',
    nodeType: 'button',
    category: 'button',
  });
const product = fields('k2', '产品介绍', {
  id: 12,
  content: '我们的分期产品',
  answerList: [onNode(yes, 'k2', 1)],
  keyWorldList: ['产品'],
});
const toEnd = fields('k3', '转收尾', {
  id: 13,
  isGroup: false,
  type: 'jump',
  nodeType: 'jump',
  category: 'jump',
  jumpId: 62,
  jumpName: '收尾',
});
const links: FlowLink[] = [
  { from: 'k1_1', to: 'k2' },
  { from: 'k1_2', to: 'k3' },
];
const openingScene: Scene = {
  id: 61,
  name: '开场',
  dmsort: 1,
  nodeDataArray: [opening, branchOf(yes), branchOf(no), product, toEnd],
  linkDataArray: links,
};
const closingScene: Scene = { id: 62, name: '收尾', dmsort: 2, nodeDataArray: [], linkDataArray: [] };
const detail = (status: number, own: number) => ({
  id: 1,
  status,
  own,
  answerList: { default: [yes, no], special: [price] },
  // the server's order is not the shown order: dmsort is
  scene: [closingScene, openingScene],
});

async function openFlow(status = 0, own = 1) {
  overrideApi('robot/script/detail', () => ok(detail(status, own)));
  const view = renderApp(undefined, { user: 'admin', url: '/voice/dialogue/stage?id=1' });
  const editor = await screen.findByTestId('flow-editor');
  await within(editor).findByText('node:开场白');
  return { ...view, editor };
}

const checkboxes = (editor: HTMLElement) =>
  within(editor)
    .getAllByRole('checkbox')
    .map((c) => [c.closest('label')!.textContent, (c as HTMLInputElement).checked]);

describe('the flow editor reads the script detail', () => {
  it('[FLOW-05] [FLOW-08] scenes by dmsort, the nodes of the first on the canvas, a node’s fields in its form', async () => {
    const { user, editor } = await openFlow();
    const sceneBar = within(editor).getAllByRole('tablist')[0]!;
    expect(
      within(sceneBar)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['开场', '收尾']);
    const canvas = within(editor).getByTestId('flow-canvas');
    expect(
      within(canvas)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['node:开场白', 'node:产品介绍', 'node:转收尾']);
    expect(within(editor).queryByText('当前状态不允许编辑流程，仅可查看')).not.toBeInTheDocument();

    await user.click(within(canvas).getByText('node:开场白'));
    expect(await within(editor).findByLabelText('名称')).toHaveValue('开场白');
    expect(within(editor).getByLabelText('内容')).toHaveValue('您好，这里是演示公司');
    expect(within(editor).getByLabelText('意向分数')).toHaveValue('35');
    expect(within(editor).getByRole('radio', { name: '是' })).toBeChecked();
    expect(within(editor).getByRole('switch', { name: '入口节点' })).toBeChecked();
    expect(
      within(editor).getByText('开场', { selector: '.ant-select-selection-item *' }),
    ).toBeInTheDocument();
    expect(checkboxes(editor)).toEqual([
      ['肯定', true],
      ['否定', true],
      ['询问价格（特殊）', false],
    ]);

    await user.click(within(canvas).getByText('node:转收尾'));
    const target = await within(editor).findByRole('combobox', { name: '跳转至' });
    expect(target.closest('.ant-select')).toHaveTextContent('收尾');
  });

  it('[FLOW-05] a new node offers the answerList: default answers chosen, special ones not', async () => {
    const { user, editor } = await openFlow();
    await user.click(within(editor).getByRole('button', { name: /添加普通节点/ }));
    expect(await within(editor).findByText('node:普通节点')).toBeInTheDocument();
    await waitFor(() => expect(within(editor).getByLabelText('名称')).toHaveValue('普通节点'));
    expect(checkboxes(editor)).toEqual([
      ['肯定', true],
      ['否定', true],
      ['询问价格（特殊）', false],
    ]);
  });

  it('[FLOW-05] status and own decide editing: a script in review opens read only', async () => {
    const { editor } = await openFlow(1, 1);
    expect(within(editor).getByText('当前状态不允许编辑流程，仅可查看')).toBeInTheDocument();
    expect(within(editor).queryByRole('button', { name: /添加普通节点/ })).not.toBeInTheDocument();
  });

  it('[FLOW-08] [FLOW-13] saving sends the nodes with every field and the links by node key as they were read', async () => {
    let saved: Record<string, unknown> | undefined;
    overrideApi('robot/stage/save', async ({ request }) => {
      saved = (await request.json()) as Record<string, unknown>;
      return ok({ ...openingScene, nodeDataArray: saved.nodeDataArray, linkDataArray: saved.linkDataArray });
    });
    const { user, editor } = await openFlow();
    await user.click(within(editor).getByRole('button', { name: /添加普通节点/ }));
    await within(editor).findByText('node:普通节点');
    await user.click(within(editor).getByRole('button', { name: /保存场景/ }));
    // the new node has no content yet: the check lists it and the author saves anyway
    await user.click(await screen.findByRole('button', { name: /仍然保存/ }));
    await waitFor(() => expect(saved).toBeDefined());
    expect(saved).toMatchObject({ sc_id: 1, id: 61, delNodeDataArray: [] });
    expect(saved!.linkDataArray).toEqual(links);
    const sent = saved!.nodeDataArray as FlowNode[];
    expect(sent.slice(0, 5)).toEqual(openingScene.nodeDataArray);
    expect(sent[5]).toMatchObject({ id: null, key: 'n9', text: '普通节点', nodeType: 'normal' });
  });

  // a detail fetched ahead is handed over for 10 s; the tests before opened this flow moments ago
  beforeEach(() => forgetPrefetched('robot'));

  it('a detail that failed when fetched with the navigation is asked again by the editor: the flow shows, no failure is told', async () => {
    let calls = 0;
    overrideApi('robot/script/detail', () =>
      (calls += 1) === 1 ? HttpResponse.json({ code: 500, msg: '服务繁忙', data: null }) : ok(detail(0, 1)),
    );
    renderApp(undefined, { user: 'admin', url: '/voice/dialogue/stage?id=1' });
    const editor = await screen.findByTestId('flow-editor');
    await within(editor).findByText('node:开场白');
    expect(calls).toBe(2);
    expect(screen.queryByText('服务繁忙')).not.toBeInTheDocument();
  });

  it('a detail that keeps failing is told once, by the editor’s own request', async () => {
    let calls = 0;
    overrideApi('robot/script/detail', () => {
      calls += 1;
      return HttpResponse.json({ code: 500, msg: `服务繁忙${calls}`, data: null });
    });
    const told = jest.spyOn(notify, 'error');
    renderApp(undefined, { user: 'admin', url: '/voice/dialogue/stage?id=1' });
    await screen.findByText('服务繁忙2');
    expect(calls).toBe(2);
    expect(told.mock.calls).toEqual([['服务繁忙2']]);
    told.mockRestore();
  });

  it('a flow that could not be loaded offers no scenes to add but 流程加载失败 and a retry, which loads it', async () => {
    let down = true;
    overrideApi('robot/script/detail', () =>
      down ? HttpResponse.json({ code: 500, msg: '服务繁忙', data: null }) : ok(detail(0, 1)),
    );
    const { user } = renderApp(undefined, { user: 'admin', url: '/voice/dialogue/stage?id=1' });
    expect(await screen.findByText('流程加载失败')).toBeInTheDocument();
    expect(screen.queryByTestId('flow-editor')).not.toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    const editor = await screen.findByTestId('flow-editor');
    expect(await within(editor).findByText('node:开场白')).toBeInTheDocument();
  });

  it('[ROUTES-ROBOT-03] an unknown script (?id=99999) says it does not exist, beside the script list to pick one from', async () => {
    renderApp(undefined, { user: 'admin', url: '/voice/dialogue/stage?id=99999' });
    // told by the request layer as the server said it, and by the screen in place of the editor
    await waitFor(() => expect(screen.getAllByText('话术不存在')).toHaveLength(2));
    expect(screen.queryByTestId('flow-editor')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增场景' })).not.toBeInTheDocument();
    expect(screen.getByText('话术列表')).toBeInTheDocument();
  });
});
