import { screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { crmDb } from '@mocks/db/crm';
import { ManageLabelsModal } from '@/features/crm/components/LabelModals';
import { FeedbackBridge } from '@/features/shell/components/FeedbackBridge';
import { DialogOpener } from '@tests/support/dialog-opener';
import { renderApp } from '@tests/support/render-app';
import { fill } from './fill';
// the shell loads the signed-in namespaces; the first test renders the dialog without the shell
import '@/i18n/signed-in';
import { SLOW } from '@tests/support/slow';

const rowsOf = (root: HTMLElement = document.body) =>
  within(root)
    .getAllByRole('row')
    .filter((r) => r.classList.contains('ant-table-row'));
const labelNamed = (name: string) => crmDb.labels().find((l) => l.name === name);

describe('customer labels', () => {
  it('[ERR-01] [ERR-03] creates, renames and deletes a label (确认删除吗？, 删除成功!); a taken name is refused with the server’s message', async () => {
    const { user } = renderApp(
      // the shell provides antd's App and shows the server's refusals; here the dialog is rendered alone
      <App>
        <FeedbackBridge />
        <DialogOpener label="标签管理">{(dialog) => <ManageLabelsModal {...dialog} />}</DialogOpener>
      </App>,
      { user: 'agent', url: '/client/index' },
    );
    const taken = crmDb.labels()[0]!.name;
    await user.click(screen.getByRole('button', { name: '标签管理' }));
    const dialog = await screen.findByRole('dialog', { name: '标签管理' });
    await waitFor(() => expect(within(dialog).getByText(taken)).toBeInTheDocument(), SLOW);

    await user.click(within(dialog).getByRole('button', { name: /新建标签/ }));
    const editing = () => within(dialog).getByPlaceholderText('标签名称');
    await user.click(await within(dialog).findByText('保存'));
    // the table shows a cell's error in a popover when the field is clicked
    await user.click(editing());
    expect(await screen.findByText('请输入标签名称')).toBeInTheDocument();
    expect(crmDb.labels().some((l) => !l.name)).toBe(false);
    await fill(editing(), '重要客户测试');
    await user.click(within(dialog).getByText('保存'));
    expect(await screen.findByText('保存成功', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(labelNamed('重要客户测试')).toMatchObject({ color: '#1677ff' }));
    const created = labelNamed('重要客户测试')!;
    const rowOf = (name: string) => rowsOf(dialog).find((r) => within(r).queryByText(name))!;
    await waitFor(() => expect(within(rowOf('重要客户测试')).getByText('0')).toBeInTheDocument(), SLOW);

    await user.click(within(rowOf('重要客户测试')).getByText('编辑'));
    await fill(await within(dialog).findByPlaceholderText('标签名称'), taken);
    await user.click(within(dialog).getByText('保存'));
    expect((await screen.findAllByText(`标签“${taken}”已存在`, {}, SLOW)).length).toBeGreaterThan(0);
    expect(editing()).toHaveValue(taken); // still editing, nothing lost
    expect(crmDb.labels().find((l) => l.id === created.id)?.name).toBe('重要客户测试');

    await fill(editing(), '回访优先');
    await user.click(within(dialog).getByText('保存'));
    await waitFor(() => expect(crmDb.labels().find((l) => l.id === created.id)?.name).toBe('回访优先'), SLOW);
    await waitFor(() => expect(rowOf('回访优先')).toBeDefined(), SLOW);

    await user.click(within(rowOf('回访优先')).getByText('删除'));
    expect(await screen.findByText('确认删除吗？')).toBeInTheDocument();
    expect(screen.getByText('标签“回访优先”会从所有客户上移除。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('删除成功!', {}, SLOW)).toBeInTheDocument();
    expect(crmDb.labels().some((l) => l.id === created.id)).toBe(false);
    await waitFor(() => expect(within(dialog).queryByText('回访优先')).not.toBeInTheDocument(), SLOW);
  }, 240_000);

  it('gives the selected customers a label, added to the labels they had', async () => {
    const { user } = renderApp(undefined, { user: 'agent', url: '/client/index' });
    await waitFor(() => expect(rowsOf()).toHaveLength(10), SLOW);
    const [first, second] = rowsOf();
    const ids = [first!, second!].map((r) => Number(r.getAttribute('data-row-key')));
    const before = ids.map((id) => crmDb.customer(id)!.label_ids);
    const label = crmDb.labels().find((l) => !before.some((had) => had.includes(l.id)))!;
    await user.click(within(first!).getByRole('checkbox'));
    await user.click(within(second!).getByRole('checkbox'));
    expect(await screen.findByText('已选择 2 项')).toBeInTheDocument();

    await user.click(screen.getByText('设置标签'));
    const dialog = await screen.findByRole('dialog', { name: '设置标签' });
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByTitle(label.name));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('已更新 2 个客户的标签', {}, SLOW)).toBeInTheDocument();
    ids.forEach((id, i) =>
      expect(crmDb.customer(id)!.label_ids).toEqual([...before[i]!, label.id].sort((a, b) => a - b)),
    );
    // the refreshed list shows the new tag on both rows
    await waitFor(() => {
      const shown = rowsOf().filter((r) => ids.includes(Number(r.getAttribute('data-row-key'))));
      shown.forEach((r) => expect(within(r).getByText(label.name)).toBeInTheDocument());
    }, SLOW);
  }, 240_000);
});
