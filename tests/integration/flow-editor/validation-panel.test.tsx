import '@/i18n/signed-in';
import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderApp } from '@tests/support/render-app';
import { ValidationPanel } from '@/features/flow-editor/components/ValidationPanel';
import type { Problem } from '@/features/flow-editor/rules/validate-scene';

const BEFORE: Problem[] = [
  { kind: 'branchWithoutTarget', key: 'a', name: '问候 / 肯定' },
  { kind: 'branchWithoutTarget', key: 'a', name: '问候 / 否定' },
  { kind: 'branchWithoutTarget', key: 'b', name: '报价 / 询问价格' },
  { kind: 'unreachable', key: 'b', name: '报价' },
];
// A link from 问候 / 肯定 to 报价 fixes two of them.
const AFTER = [BEFORE[1]!, BEFORE[2]!];

function Harness({ onPick }: { onPick(key: string): void }) {
  const [problems, setProblems] = useState(BEFORE);
  return (
    <>
      <button onClick={() => setProblems(AFTER)}>fix</button>
      <ValidationPanel problems={problems} onPick={onPick} />
    </>
  );
}

describe('validation panel', () => {
  it('lists every problem, keeps the list right as problems of one node come and go, and picks the node', async () => {
    const onPick = jest.fn();
    const { user } = renderApp(<Harness onPick={onPick} />);
    const texts = () => screen.getAllByTestId('flow-problem').map((el) => el.textContent);
    expect(await screen.findByText('发现 4 个问题，点击定位到节点')).toBeInTheDocument();
    expect(texts()).toEqual([
      '分支“问候 / 肯定”没有连接到下一个节点',
      '分支“问候 / 否定”没有连接到下一个节点',
      '分支“报价 / 询问价格”没有连接到下一个节点',
      '节点“报价”从入口无法到达',
    ]);
    await user.click(screen.getByText('fix'));
    expect(await screen.findByText('发现 2 个问题，点击定位到节点')).toBeInTheDocument();
    expect(texts()).toEqual([
      '分支“问候 / 否定”没有连接到下一个节点',
      '分支“报价 / 询问价格”没有连接到下一个节点',
    ]);
    await user.click(screen.getByText('分支“报价 / 询问价格”没有连接到下一个节点'));
    expect(onPick).toHaveBeenCalledWith('b');
  });
});
