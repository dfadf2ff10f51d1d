import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useOwnerEditing, useOwnerList, type OwnerEditingOptions } from '@/components/owner-list';
import '@/i18n';

const labels = {
  add: '新增',
  edit: '编辑',
  copy: '复制',
  delete: '删除',
  selectFirst: '请先选择话术',
  editDenied: '当前话术不允许编辑',
  deleted: '删除成功！',
};

function Harness(props: Pick<OwnerEditingOptions, 'selected' | 'canEdit' | 'remove'>) {
  const list = useOwnerList();
  const { dialog, actions } = useOwnerEditing({ list, labels, deletedSelects: 0, ...props });
  return (
    <>
      {actions}
      <p>{dialog.isOpen ? `表单：${dialog.record}` : '无表单'}</p>
    </>
  );
}

const renderHarness = (props: Parameters<typeof Harness>[0]) =>
  render(
    <ConfigProvider locale={zhCN}>
      <App>
        <Harness {...props} />
      </App>
    </ConfigProvider>,
  );

describe('useOwnerEditing: add, edit, copy and delete of the script and plan lists', () => {
  it('opens edit and copy only with a row selected, saying so otherwise', async () => {
    renderHarness({ selected: null, remove: jest.fn() });
    await userEvent.click(screen.getByRole('button', { name: '编 辑' }));
    expect(await screen.findByText('请先选择话术')).toBeInTheDocument();
    expect(screen.getByText('无表单')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '新 增' }));
    expect(screen.getByText('表单：add')).toBeInTheDocument();
  });

  it('[SCRIPT-23] answers 编辑 of a row that may not be edited with the reason, opening nothing', async () => {
    renderHarness({ selected: { id: 1 }, canEdit: false, remove: jest.fn() });
    await userEvent.click(screen.getByRole('button', { name: '编 辑' }));
    expect(await screen.findByText('当前话术不允许编辑')).toBeInTheDocument();
    expect(screen.getByText('无表单')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '复 制' }));
    expect(screen.getByText('表单：copy')).toBeInTheDocument();
  });

  it('deletes the selected row after 确定 and says so', async () => {
    const remove = jest.fn().mockResolvedValue({ data: { code: 0 } });
    renderHarness({ selected: { id: 9 }, remove });
    await userEvent.click(screen.getByRole('button', { name: '删 除' }));
    await userEvent.click(await screen.findByRole('button', { name: '确 定' }));
    expect(remove).toHaveBeenCalledWith(9);
    expect(await screen.findByText('删除成功！')).toBeInTheDocument();
  });
});
