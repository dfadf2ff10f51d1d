import { screen, waitFor, within } from '@testing-library/react';
import { trainCaseTable } from '@mocks/db/robot-train';
import { renderApp } from '@tests/support/render-app';
import { SLOW, slowSuite } from '@tests/support/slow';

jest.mock('@/features/flow-editor/components/FlowCanvas', () =>
  jest.requireActual('@tests/support/flow-canvas-stub'),
);

slowSuite({ queries: true });

const chat = () => screen.getByRole('log', { name: '对话' });
const OPENING = '您好，我是安心银行信用卡中心的客服小王，请问您是张先生/女士吗？';

/** Script 3's opening: each seeded script speaks for its own company. */
const CAR_INSURANCE_OPENING = '您好，我是安心财产保险的客服小王，请问您是张先生/女士吗？';

async function openTrain(id = 1, opening = OPENING) {
  const view = renderApp(undefined, { user: 'admin', url: `/voice/dialogue/train?id=${id}` });
  await waitFor(() => expect(within(chat()).getByText(opening)).toBeInTheDocument(), SLOW);
  return view;
}

async function say(user: ReturnType<typeof renderApp>['user'], text: string) {
  await user.type(screen.getByRole('textbox', { name: '客户说' }), `${text}{Enter}`);
}

describe('robot training', () => {
  it('[ROUTES-ROBOT-07] /voice/dialogue/train: the robot opens at the first scene, answers by branch with score, node and points', async () => {
    const { user } = await openTrain();
    expect(screen.getByText('当前节点：开场 - 开场白')).toBeInTheDocument();
    expect(screen.getByText('累计 10 分 · 意向 E')).toBeInTheDocument();
    await say(user, '好的');
    expect(
      await within(chat()).findByText(
        '您的信用卡现在可以办理账单分期，最长可分二十四期，分期手续费限时八折，您看了解一下吗？',
      ),
    ).toBeInTheDocument();
    expect(within(chat()).getByText('命中分支：肯定（100%）')).toBeInTheDocument();
    expect(within(chat()).getByText('+20 分')).toBeInTheDocument();
    expect(screen.getByText('当前节点：开场 - 产品介绍')).toBeInTheDocument();
    expect(screen.getByText('累计 30 分 · 意向 D')).toBeInTheDocument();
  }, 60_000);

  it('[ROUTES-ROBOT-07] shows the current node on the flow: its scene drawn, the node selected, following the conversation', async () => {
    const { user } = await openTrain();
    const flow = await screen.findByRole('list', { name: 'canvas' }, SLOW);
    expect(screen.getByText('流程：开场')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(flow).getByRole('button', { current: true })).toHaveTextContent('node:开场白'),
    );
    await say(user, '好的');
    await waitFor(() =>
      expect(within(flow).getByRole('button', { current: true })).toHaveTextContent('node:产品介绍'),
    );
    expect(within(flow).getAllByRole('button', { current: true })).toHaveLength(1);
  }, 60_000);

  it('answers from the knowledge base when no branch matches, and off-topic words take the default branch', async () => {
    const { user } = await openTrain();
    await say(user, '你们公司地址在哪');
    expect(
      await within(chat()).findByText('我们的客服中心在上海市浦东新区，各地支行都能办理业务。'),
    ).toBeInTheDocument();
    expect(within(chat()).getByText(/^命中知识库：你们公司在哪里（\d+%）$/)).toBeInTheDocument();
    expect(within(chat()).getByText('+5 分')).toBeInTheDocument();
    await say(user, '今天天气怎么样');
    expect(await within(chat()).findByText('默认分支：默认')).toBeInTheDocument();
    expect(within(chat()).getByText('答非所问')).toBeInTheDocument();
  }, 60_000);

  it('simulated silence repeats the line and ends the call the second time; restart opens again', async () => {
    const { user } = await openTrain();
    await user.click(screen.getByRole('button', { name: '模拟静音' }));
    expect(await within(chat()).findAllByText(OPENING)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: '模拟静音' }));
    expect(await within(chat()).findByText('您好像不太方便，那我稍后再联系您，再见！')).toBeInTheDocument();
    expect(screen.getByText('通话已结束')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '客户说' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /重新开始/ }));
    await waitFor(() => expect(within(chat()).getAllByText(OPENING)).toHaveLength(1));
    expect(screen.getByRole('textbox', { name: '客户说' })).toBeEnabled();
  }, 60_000);

  it('an interruption is ignored where the node may not be interrupted; failed recognition asks again', async () => {
    const { user } = await openTrain();
    await user.type(screen.getByRole('textbox', { name: '客户说' }), '不需要');
    await user.click(screen.getByRole('button', { name: '模拟打断' }));
    expect(await within(chat()).findByText('不允许打断，已忽略')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '模拟识别失败' }));
    expect(await within(chat()).findByText('不好意思，我没听清楚，您能再说一遍吗？')).toBeInTheDocument();
    expect(within(chat()).getByText('未识别', { selector: '.ant-tag-red' })).toBeInTheDocument();
  }, 60_000);

  it('saves the conversation as a test case and replays the cases, showing which now take another path', async () => {
    // a case recorded when the flow went elsewhere on the first answer: it now takes another path
    trainCaseTable.insert({
      sc_id: 3,
      name: '旧流程',
      inputs: [{ kind: 'speech', text: '好的' }],
      expected: ['r3s7n0|start|', 'gone|branch|1'],
      created_at: '2026-11-01 10:00:00',
    });
    const { user } = await openTrain(3, CAR_INSURANCE_OPENING);
    await say(user, '好的');
    await within(chat()).findByText('命中分支：肯定（100%）');
    await user.click(screen.getByRole('button', { name: '保存为用例' }));
    const dialog = await screen.findByRole('dialog', { name: '保存为用例' });
    await user.type(within(dialog).getByLabelText('用例名称'), '同意了解');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    expect(await screen.findByText('保存成功', {}, SLOW)).toBeInTheDocument();
    const saved = trainCaseTable.all().find((c) => c.name === '同意了解')!;
    expect(saved).toMatchObject({ sc_id: 3, inputs: [{ kind: 'speech', text: '好的' }] });
    expect(saved.expected).toEqual(['r3s7n0|start|', 'r3s7n1|branch|1']);

    const cases = screen.getByRole('region', { name: '测试用例' });
    await waitFor(() => expect(within(cases).getByText('同意了解')).toBeInTheDocument(), SLOW);
    await user.click(screen.getByRole('button', { name: '全部回放' }));
    const item = (name: string) => within(cases).getByText(name).closest('li')!;
    expect(await within(item('同意了解')).findByText('路径一致')).toBeInTheDocument();
    expect(within(item('旧流程')).getByText('第 1 轮走了不同路径')).toBeInTheDocument();
  }, 60_000);

  it('scrolls the chat to its newest line once the author answers, and not the page for the opening line', async () => {
    let height = 900;
    Object.defineProperty(HTMLElement.prototype, 'scrollHeight', { configurable: true, get: () => height });
    const scrollPage = jest.fn();
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrollPage, configurable: true });
    try {
      const { user } = await openTrain();
      const log = chat();
      expect(log.scrollTop).toBe(0);
      await say(user, '好的');
      expect(await within(log).findByText('命中分支：肯定（100%）')).toBeInTheDocument();
      expect(log.scrollTop).toBe(900);
      height = 1400;
      await say(user, '好的');
      await waitFor(() => expect(log.scrollTop).toBe(1400));
      expect(scrollPage).not.toHaveBeenCalled();
    } finally {
      delete (HTMLElement.prototype as { scrollHeight?: unknown }).scrollHeight;
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  }, 60_000);
});
