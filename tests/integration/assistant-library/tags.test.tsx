import { screen, waitFor, within } from '@testing-library/react';
import { library } from '@mocks/db/assistant-library';
import { failUntil } from '@tests/support/overrides';
import { renderApp } from '@tests/support/render-app';
import { chooseOption } from '@tests/support/select-option';
import { fill } from '../crm/fill';
import { button } from '@tests/support/buttons';
import { SLOW, slowSuite } from '@tests/support/slow';
import { firstPage, panelRows, rowOf, rowsOf } from './support';

slowSuite();

const URL = '/assistant/speech/tag';
const labelNamed = (name: string, group_id?: number) =>
  library().labels.find((l) => l.name === name && (group_id === undefined || l.group_id === group_id));
const groupNamed = (name: string) => library().labelGroups.find((g) => g.name === name)!;

async function openTags() {
  const view = renderApp(undefined, { user: 'admin', url: URL });
  await waitFor(() => expect(rowsOf().length).toBeGreaterThan(0), SLOW);
  return view;
}

describe('/assistant/speech/tag — customer profile tags', () => {
  it('[ROUTES-ASSISTANT-03] shows tag management: groups with counts, coloured tags with keywords and status, search by keyword, group and status', async () => {
    const { user, router } = await openTags();
    const { labelGroups, labels } = library();
    expect(panelRows('标签分组')).toEqual([
      `全部${labels.length}`,
      ...labelGroups.map((g) => `${g.name}${labels.filter((l) => l.group_id === g.id).length}`),
    ]);
    expect(rowsOf()).toHaveLength(firstPage(labels.length));
    expect(
      screen.getByText(`第 1-${firstPage(labels.length)} 条/总共 ${labels.length} 条`),
    ).toBeInTheDocument();
    const price = labelNamed('价格敏感')!;
    const row = rowOf('价格敏感');
    expect(within(row).getByText('价格敏感').closest('.ant-tag')).toHaveClass(`ant-tag-${price.color}`);
    expect(row).toHaveTextContent(price.keywords.join('、'));
    expect(within(row).getByRole('switch', { name: '启用 价格敏感' })).toBeChecked();

    const risk = groupNamed('风险提示');
    await user.click(within(screen.getByRole('list', { name: '标签分组' })).getByText('风险提示'));
    await waitFor(
      () => expect(rowsOf()).toHaveLength(firstPage(labels.filter((l) => l.group_id === risk.id).length)),
      SLOW,
    );
    expect(router.state.location.search).toBe(`?group_id=${risk.id}`);

    await user.click(within(screen.getByRole('list', { name: '标签分组' })).getByText('全部'));
    await fill(screen.getByPlaceholderText('标签名称、关键词或说明'), '加微信');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(rowsOf()).toHaveLength(1), SLOW);
    expect(rowsOf()[0]).toHaveTextContent('偏好微信沟通');

    await fill(screen.getByPlaceholderText('标签名称、关键词或说明'), '');
    await chooseOption(user, screen.getByRole('combobox', { name: '状态' }), '停用');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=0'), SLOW);
    await waitFor(
      () =>
        expect(rowsOf().map((r) => within(r).getByRole('switch').getAttribute('aria-label'))).toEqual([
          '启用 情绪激动',
        ]),
      SLOW,
    );
    expect(within(rowOf('情绪激动')).getByRole('switch', { name: '启用 情绪激动' })).not.toBeChecked();
  });

  it('the list waits for the groups it is drawn from; groups that fail to load say so, and 重试 loads them', async () => {
    const groups = failUntil('assistant/labelGroup/list', { code: 500, msg: '服务繁忙' });
    const { user } = renderApp(undefined, { user: 'admin', url: URL });
    expect(await screen.findByText('标签分组加载失败', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    groups.recover();
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(rowsOf().length).toBeGreaterThan(0), SLOW);
    expect(panelRows('标签分组')).toHaveLength(library().labelGroups.length + 1);
    expect(screen.queryByText('标签分组加载失败')).not.toBeInTheDocument();
  });

  it('adds a tag (name at most 20, unique within its group), edits it, switches it off and deletes it after 确认删除吗？', async () => {
    const { user } = await openTags();
    const intent = groupNamed('客户意向');
    const traits = groupNamed('客户特征');
    await user.click(screen.getByRole('button', { name: /新增标签/ }));
    const dialog = await screen.findByRole('dialog', { name: '新增标签' });
    await user.click(button('确定', dialog));
    expect(await within(dialog).findByText('请输入标签名称')).toBeInTheDocument();
    await fill(within(dialog).getByLabelText('标签名称'), '标'.repeat(21));
    expect(await within(dialog).findByText('标签名称不能超过20个字符')).toBeInTheDocument();

    // 高意向 exists in 客户意向 (the default group): refused with the server's words, the form kept
    await fill(within(dialog).getByLabelText('标签名称'), '高意向');
    await user.click(button('确定', dialog));
    await waitFor(() => expect(within(dialog).getByText('该分组下已有同名标签')).toBeInTheDocument(), SLOW);
    expect(library().labels.filter((l) => l.name === '高意向')).toHaveLength(1);
    // the same name in another group is a different tag
    await chooseOption(user, within(dialog).getByRole('combobox', { name: '所属分组' }), '客户特征');
    await chooseOption(user, within(dialog).getByRole('combobox', { name: '颜色' }), '紫');
    await fill(within(dialog).getByLabelText('说明'), '在客户特征里单独统计');
    await user.click(button('确定', dialog));
    expect(await screen.findByText('添加成功', {}, SLOW)).toBeInTheDocument();
    const added = labelNamed('高意向', traits.id)!;
    expect(added).toMatchObject({
      color: 'purple',
      status: 1,
      keywords: [],
      description: '在客户特征里单独统计',
    });
    expect(labelNamed('高意向', intent.id)).toBeDefined();

    // switch it off from the list
    await waitFor(
      () => expect(rowsOf().some((r) => r.textContent?.includes('在客户特征里单独统计'))).toBe(true),
      SLOW,
    );
    const row = () => rowsOf().find((r) => r.textContent?.includes('在客户特征里单独统计'))!;
    await user.click(within(row()).getByRole('switch', { name: '启用 高意向' }));
    expect(await screen.findByText('状态已更新', {}, SLOW)).toBeInTheDocument();
    expect(labelNamed('高意向', traits.id)?.status).toBe(0);

    await user.click(within(row()).getByRole('button', { name: '编辑 高意向' }));
    const edit = await screen.findByRole('dialog', { name: '编辑标签' });
    expect(within(edit).getByLabelText('标签名称')).toHaveValue('高意向');
    await fill(within(edit).getByLabelText('标签名称'), '意向强烈');
    await user.click(button('确定', edit));
    expect(await screen.findByText('更新成功', {}, SLOW)).toBeInTheDocument();
    expect(library().labels.find((l) => l.id === added.id)).toMatchObject({ name: '意向强烈', status: 0 });

    await waitFor(() => expect(rowOf('意向强烈')).toBeTruthy(), SLOW);
    await user.click(within(rowOf('意向强烈')).getByRole('button', { name: '删除 意向强烈' }));
    const confirm = (await screen.findByText('确认删除吗？')).closest('.ant-popover') as HTMLElement;
    await user.click(button('确定', confirm));
    expect(await screen.findByText('删除成功!', {}, SLOW)).toBeInTheDocument();
    expect(library().labels.some((l) => l.id === added.id)).toBe(false);
  });

  it('a tag group with tags cannot be deleted and says why; a new empty one can', async () => {
    const { user } = await openTags();
    const panel = () => screen.getByRole('list', { name: '标签分组' });
    const risk = groupNamed('风险提示');
    const count = library().labels.filter((l) => l.group_id === risk.id).length;
    await user.click(within(panel()).getByRole('button', { name: '删除 风险提示' }));
    expect(
      await screen.findByText(`该分组下还有${count}个标签，请先删除或移到其他分组后再删除`),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /新\s?增$/ }));
    const dialog = await screen.findByRole('dialog', { name: '新增分组' });
    await fill(within(dialog).getByLabelText('分组名称'), '购买渠道');
    await user.click(button('确定', dialog));
    await waitFor(() => expect(within(panel()).getByText('购买渠道')).toBeInTheDocument(), SLOW);
    await user.click(within(panel()).getByRole('button', { name: '删除 购买渠道' }));
    const confirm = (await screen.findByText('确认删除吗？')).closest('.ant-popover') as HTMLElement;
    await user.click(button('确定', confirm));
    expect(await screen.findByText('删除成功!', {}, SLOW)).toBeInTheDocument();
    expect(library().labelGroups.some((g) => g.name === '购买渠道')).toBe(false);
    expect(library().labelGroups.some((g) => g.id === risk.id)).toBe(true);
  });

  it('reached from a plan’s tabs (?id=) it keeps the tabs and says tags are shared by every plan', async () => {
    const { user, router } = renderApp(undefined, { user: 'admin', url: `${URL}?id=2` });
    await waitFor(() => expect(rowsOf().length).toBeGreaterThan(0), SLOW);
    expect(screen.getByRole('menuitem', { name: '标签管理' })).toHaveClass('ant-menu-item-selected');
    expect(screen.getByText('客户画像标签在所有辅助方案中通用')).toBeInTheDocument();
    const risk = groupNamed('风险提示');
    await user.click(within(screen.getByRole('list', { name: '标签分组' })).getByText('风险提示'));
    await waitFor(() => expect(router.state.location.search).toBe(`?id=2&group_id=${risk.id}`), SLOW);
    await user.click(screen.getByRole('menuitem', { name: '知识库' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/assistant/speech/repository'), SLOW);
    expect(router.state.location.search).toBe('?id=2');
  });
});
