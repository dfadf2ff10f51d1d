import '@/i18n/signed-in';
import { screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { NodeForm } from '@/features/flow-editor/components/NodeForm';
import type { FlowNode } from '@/features/flow-editor/types';
import { renderApp } from '@tests/support/render-app';
import { slowSuite } from '@tests/support/slow';

slowSuite({ queries: true });

const answers = [
  {
    id: 1,
    name: '肯定',
    key: 'n1_1',
    group: 'n1',
    is_select: 1 as const,
    isSystem: true,
    keyWorldList: ['是'],
  },
  {
    id: 101,
    name: '询问价格',
    key: 'n1_101',
    group: 'n1',
    is_select: 0 as const,
    isSystem: false,
    keyWorldList: ['钱'],
  },
];
const normal: FlowNode = {
  id: 5,
  key: 'n1',
  text: '开场白',
  type: 'normal',
  nodeType: 'normal',
  content: '您好',
  answerList: answers,
  keyWorldList: ['开场'],
  interrupt: 1,
  score: 10,
  start: false,
};
const jump: FlowNode = { id: 6, key: 'j1', text: '结束', type: 'jump', nodeType: 'jump', jumpId: -2 };
const scenes = [
  { id: 1, name: '开场' },
  { id: 2, name: '收尾' },
];

function renderForm(node: FlowNode, kind: 'robot' | 'assistant' = 'robot') {
  const onApply = jest.fn();
  const view = renderApp(
    <App>
      <NodeForm
        kind={kind}
        node={node}
        scenes={scenes}
        currentSceneId={1}
        readOnly={false}
        onApply={onApply}
      />
    </App>,
  );
  return { ...view, onApply };
}

const apply = () => screen.getByRole('button', { name: /应\s?用/ });
const field = (label: string) => screen.getByLabelText(label);

describe('node forms', () => {
  it('[FLOW-04] [FLOW-37] [FLOW-39] [FLOW-42] [FLOW-43] a normal node needs a name, content, a match rule and a branch', async () => {
    const { user, onApply } = renderForm({
      ...normal,
      text: '',
      content: '',
      keyWorldList: [],
      answerList: answers.map((a) => ({ ...a, is_select: 0 as const })),
    });
    await user.click(await screen.findByRole('button', { name: /应\s?用/ }));
    expect(await screen.findByText('请输入名称')).toBeInTheDocument();
    expect(screen.getByText('请输入内容')).toBeInTheDocument();
    expect(screen.getByText('请输入匹配规则')).toBeInTheDocument();
    expect(screen.getByText('请选择分支')).toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('[FLOW-38] [FLOW-47] [FLOW-48] [FLOW-40] [FLOW-44] [FLOW-45] [FLOW-46] names count wide characters twice up to 30; content stops at 250; score 0-100; interrupt 1 = no', async () => {
    const { user, onApply } = renderForm(normal);
    const name = await screen.findByLabelText('名称');
    await user.clear(name);
    await user.type(name, '话'.repeat(16));
    await user.click(apply());
    expect(await screen.findByText('名称不能超过30个字符')).toBeInTheDocument();
    expect(field('内容')).toHaveAttribute('maxlength', '250');
    const score = field('意向分数');
    expect(score).toHaveAttribute('aria-valuemin', '0');
    expect(score).toHaveAttribute('aria-valuemax', '100');
    // Default 1 means "no" (FLOW-46); 0 is "yes" (FLOW-45).
    expect(screen.getByRole('radio', { name: '否' })).toBeChecked();
    await user.clear(name);
    await user.type(name, '开场白二');
    await user.click(screen.getByRole('radio', { name: '是' }));
    await user.click(screen.getByRole('checkbox', { name: /询问价格/ }));
    await user.click(apply());
    await waitFor(() => expect(onApply).toHaveBeenCalled());
    const changes = onApply.mock.calls[0][0];
    expect(changes).toMatchObject({ text: '开场白二', interrupt: 0, score: 10 });
    expect(changes.answerList.map((a: { id: number; is_select: number }) => [a.id, a.is_select])).toEqual([
      [1, 1],
      [101, 1],
    ]);
  });

  it('[FLOW-23] [FLOW-24] turning the entry switch on asks first; cancelling turns it back off', async () => {
    const { user, onApply } = renderForm(normal);
    const entry = await screen.findByRole('switch', { name: '入口节点' });
    await user.click(entry);
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('一个流程只允许有一个入口，开启后其他节点的入口将自动关闭，确定开启吗？'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /取\s?消|Cancel/ }));
    await waitFor(() => expect(entry).not.toBeChecked());
    await user.click(entry);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /确\s?定|OK/ }));
    await user.click(apply());
    await waitFor(() => expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ start: true })));
  });

  it('[FLOW-41] [FLOW-34] [FLOW-36] a jump node needs no content; its target is end call, none or another scene', async () => {
    const { user, onApply } = renderForm(jump);
    await user.click(await screen.findByRole('combobox', { name: '跳转至' }));
    await screen.findByRole('listbox');
    const shown = () =>
      [...document.querySelectorAll('.ant-select-item-option-content')].map((o) => o.textContent);
    await waitFor(() => expect(shown()).toEqual(['挂断', '无', '收尾']));
    // The scene the node is in is no jump target.
    expect(screen.queryByTitle('开场')).not.toBeInTheDocument();
    await user.click(screen.getAllByTitle('收尾').at(-1)!);
    await user.click(apply());
    await waitFor(() =>
      expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ jumpId: 2, jumpName: '收尾' })),
    );
  });

  it('[PLAN-36] [PLAN-37] in the assistant module names stop at 20 and content at 250', async () => {
    const { user } = renderForm({ ...normal, type: 'assistantNormal' }, 'assistant');
    const name = await screen.findByLabelText('名称');
    await user.clear(name);
    await user.type(name, '话'.repeat(11));
    await user.click(apply());
    expect(await screen.findByText('名称不能超过20个字符')).toBeInTheDocument();
    expect(field('内容')).toHaveAttribute('maxlength', '250');
  });
});
