import { screen, waitFor, within } from '@testing-library/react';
import { savedPointsOf } from '@mocks/db/robot-points';
import { renderApp } from '@tests/support/render-app';
import { failUntil } from '@tests/support/overrides';
import { SLOW, slowSuite } from '@tests/support/slow';

slowSuite({ queries: true });

async function openIntegral(id: number) {
  const view = renderApp(undefined, { user: 'admin', url: `/voice/dialogue/integral?id=${id}` });
  await waitFor(() => expect(screen.getByLabelText('等级1名称')).toHaveValue('A'), SLOW);
  return view;
}

describe('robot points settings', () => {
  it('[ROUTES-ROBOT-08] /voice/dialogue/integral shows the levels A–F by threshold and saves levels, node, KB and call-rule points', async () => {
    const { user } = await openIntegral(1);
    expect(screen.getByRole('menuitem', { name: '积分设置' })).toHaveClass('ant-menu-item-selected');
    expect(screen.getByLabelText('等级6名称')).toHaveValue('F');
    expect(screen.getByLabelText('等级6分数线')).toHaveValue('0');

    await user.clear(screen.getByLabelText('等级1分数线'));
    await user.type(screen.getByLabelText('等级1分数线'), '85');
    await user.type(await screen.findByLabelText('开场-开场白 积分'), '12');
    await user.type(screen.getByLabelText('分支拒绝积分'), '-20');
    await user.clear(screen.getByLabelText('每次命中知识库积分'));
    await user.type(screen.getByLabelText('每次命中知识库积分'), '9');
    await user.click(screen.getByRole('button', { name: /添加规则/ }));
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('保存成功', {}, SLOW)).toBeInTheDocument();

    const saved = savedPointsOf(1)!;
    expect(saved.levels[0]).toEqual({ level: 'A', min: 85 });
    expect(saved.kb_points).toBe(9);
    expect(saved.branch_points).toEqual([{ answer_id: 3, points: -20 }]);
    expect(saved.node_points).toHaveLength(1);
    expect(saved.node_points[0]!.points).toBe(12);
    expect(saved.call_rules).toEqual([{ kind: 'duration', min: 60, points: 10 }]);
  }, 60_000);

  it('a threshold above 100 is kept as typed and refused at its field with the limit; nothing is saved', async () => {
    const before = savedPointsOf(1);
    const { user } = await openIntegral(1);
    const threshold = screen.getByLabelText('等级1分数线');
    await user.clear(threshold);
    await user.type(threshold, '150');
    await user.tab();
    expect(threshold).toHaveValue('150');
    const item = threshold.closest('.ant-form-item') as HTMLElement;
    expect(await within(item).findByText('请输入0到100之间的整数')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await within(item).findByText('请输入0到100之间的整数')).toBeInTheDocument();
    expect(screen.queryByText('保存成功')).toBeNull();
    expect(savedPointsOf(1)).toEqual(before);
  }, 60_000);

  it('node and branch points out of range are kept as typed and refused at their field with the range; nothing is saved', async () => {
    const before = savedPointsOf(1);
    const { user } = await openIntegral(1);
    const node = await screen.findByLabelText('开场-开场白 积分');
    await user.type(node, '150');
    const branch = screen.getByLabelText('分支拒绝积分');
    await user.type(branch, '-150');
    await user.tab();
    expect(node).toHaveValue('150');
    expect(branch).toHaveValue('-150');
    for (const field of [node, branch]) {
      const item = field.closest('.ant-form-item') as HTMLElement;
      expect(await within(item).findByText('请输入-100到100之间的整数')).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(screen.getAllByText('请输入-100到100之间的整数')).toHaveLength(2));
    expect(screen.queryByText('保存成功')).toBeNull();
    expect(savedPointsOf(1)).toEqual(before);
  }, 60_000);

  it('a level set the server refuses keeps the form as typed and shows why', async () => {
    const { user } = await openIntegral(3);
    await user.clear(screen.getByLabelText('等级2名称'));
    await user.type(screen.getByLabelText('等级2名称'), 'A');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('意向等级名称重复', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText('等级2名称')).toHaveValue('A');
    expect(savedPointsOf(3)).toBeUndefined();
  }, 60_000);

  it('an experience script the company does not own shows its settings read-only', async () => {
    await openIntegral(5);
    expect(screen.getByLabelText('等级1名称')).toBeDisabled();
    expect(screen.getByRole('button', { name: /保\s*存/ })).toBeDisabled();
    expect(
      within(screen.getByRole('menu', { name: '体验话术-教育' })).getByRole('menuitem', { name: '积分设置' }),
    ).toBeInTheDocument();
  });

  it('the form is drawn once its settings are in; settings that fail to load say so, and 重试 loads them', async () => {
    // down until 重试: the page's early request and the tab's own both fail
    const settings = failUntil('robot/points/detail', { code: 500, msg: '服务繁忙' });
    const { user } = renderApp(undefined, { user: 'admin', url: '/voice/dialogue/integral?id=1' });
    expect(await screen.findByText('积分设置加载失败', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByLabelText('等级1名称')).not.toBeInTheDocument();
    settings.recover();
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(screen.getByLabelText('等级1名称')).toHaveValue('A'), SLOW);
    expect(screen.queryByText('积分设置加载失败')).not.toBeInTheDocument();
  }, 60_000);
});
