import { screen, waitFor, within } from '@testing-library/react';
import { qualityRuleTable } from '@mocks/db/quality';
import { renderApp } from '@tests/support/render-app';
import { SLOW } from '@tests/support/slow';

const row = async (name: string) => (await screen.findByText(name, {}, SLOW)).closest('tr') as HTMLElement;

it('[ROUTES-QUALITY-04] /monitor/setting/monitor_rule lists the rules; a keyword rule is created, tried on a pasted transcript and saved', async () => {
  const { user } = renderApp(undefined, { user: 'admin', url: '/monitor/setting/monitor_rule' });
  expect(await row('服务禁语')).toHaveTextContent('通用服务质检、营销合规');
  await user.click(screen.getByRole('button', { name: /新\s*建/ }));
  const drawer = await screen.findByRole('dialog', { name: '新建规则' });
  await user.type(within(drawer).getByLabelText('规则名称'), '推诿客户');
  await user.type(within(drawer).getByRole('combobox', { name: '条件1 关键词' }), '找别人{enter}');
  const transcript = within(drawer).getByRole('textbox', { name: '对话文本' });
  await user.type(transcript, '客户：我的问题怎么办{enter}坐席：这个你找别人吧');
  await user.click(within(drawer).getByRole('button', { name: /运\s*行/ }));
  expect(await within(drawer).findByText('命中，-5分')).toBeInTheDocument();
  expect(within(drawer).getByText('找别人', { selector: 'mark' })).toBeInTheDocument();

  await user.click(within(drawer).getByRole('button', { name: /确\s*定/ }));
  expect(await screen.findByText('添加成功', {}, SLOW)).toBeInTheDocument();
  await waitFor(() =>
    expect(qualityRuleTable.all().find((r) => r.name === '推诿客户')).toMatchObject({
      conditions: [expect.objectContaining({ no: 1, kind: 'keyword', side: 1, words: ['找别人'] })],
      score: -5,
    }),
  );
}, 120_000);

it('[ROUTES-QUALITY-04] a logic error is shown with its position as it is typed, and the rule is not saved', async () => {
  const { user } = renderApp(undefined, { user: 'admin', url: '/monitor/setting/monitor_rule' });
  await user.click(await screen.findByRole('button', { name: '编辑 服务禁语' }, SLOW));
  const drawer = await screen.findByRole('dialog', { name: '编辑规则' });
  const logic = within(drawer).getByLabelText('逻辑表达式');
  await user.clear(logic);
  await user.type(logic, '1&&');
  expect(await within(drawer).findByText('逻辑表达式不完整（第4个字符处）')).toBeInTheDocument();
  await user.click(within(drawer).getByRole('button', { name: /确\s*定/ }));
  expect(qualityRuleTable.get(2)!.logic).toBe('1');
  expect(within(drawer).getByText('逻辑表达式不完整（第4个字符处）')).toBeInTheDocument();
}, 120_000);

it('[ROUTES-QUALITY-04] deleting a rule a model uses is refused naming the model; a rule is disabled', async () => {
  const { user } = renderApp(undefined, { user: 'admin', url: '/monitor/setting/monitor_rule' });
  await user.click(await screen.findByRole('button', { name: '删除 抢话' }, SLOW));
  expect(await screen.findByText('确认删除吗？')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /确\s*定/ }));
  expect(
    await screen.findByText('规则“抢话”正被模型“通用服务质检”使用，不能删除', {}, SLOW),
  ).toBeInTheDocument();
  expect(qualityRuleTable.get(6)).toBeDefined();
  await user.click(screen.getByRole('button', { name: '停用 抢话' }));
  expect(await screen.findByText('已停用', {}, SLOW)).toBeInTheDocument();
  await waitFor(() => expect(qualityRuleTable.get(6)!.status).toBe(0));
}, 120_000);

/** A new rule with a second condition added, as the steps have it. */
async function twoConditionDraft(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: /新\s*建/ }, SLOW));
  const drawer = await screen.findByRole('dialog', { name: '新建规则' });
  await user.type(within(drawer).getByLabelText('规则名称'), '推诿与禁语');
  await user.type(within(drawer).getByRole('combobox', { name: '条件1 关键词' }), '找别人{enter}');
  await user.click(within(drawer).getByRole('button', { name: /添加条件/ }));
  await user.type(within(drawer).getByRole('combobox', { name: '条件2 关键词' }), '不知道{enter}');
  return drawer;
}

it('[ROUTES-QUALITY-04] a rule with two conditions closed with 取消 leaves the rules list on screen, unsaved', async () => {
  const { user } = renderApp(undefined, { user: 'admin', url: '/monitor/setting/monitor_rule' });
  const drawer = await twoConditionDraft(user);
  await user.click(within(drawer).getByRole('button', { name: /取\s*消/ }));

  await waitFor(() => expect(screen.queryByRole('dialog', { name: '新建规则' })).not.toBeInTheDocument());
  expect(screen.queryByText(/页面出错|页面加载失败/)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: '编辑 服务禁语' })).toBeInTheDocument();
  expect(qualityRuleTable.all().some((r) => r.name === '推诿与禁语')).toBe(false);
}, 120_000);

it('[ROUTES-QUALITY-04] a rule with two conditions saved with 确定 is listed, numbered 1 and 2', async () => {
  const { user } = renderApp(undefined, { user: 'admin', url: '/monitor/setting/monitor_rule' });
  const drawer = await twoConditionDraft(user);
  await user.click(within(drawer).getByRole('button', { name: /确\s*定/ }));

  expect(await screen.findByText('添加成功', {}, SLOW)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '新建规则' })).not.toBeInTheDocument());
  expect(await row('推诿与禁语')).toHaveTextContent('1.关键词(坐席) 2.关键词(坐席)');
  expect(screen.queryByText(/页面出错|页面加载失败/)).not.toBeInTheDocument();
  expect(qualityRuleTable.all().find((r) => r.name === '推诿与禁语')!.conditions).toEqual([
    expect.objectContaining({ no: 1, words: ['找别人'] }),
    expect.objectContaining({ no: 2, words: ['不知道'] }),
  ]);
}, 120_000);
