import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { RowActions, type RowAction } from '@/components/row-actions';
import '@/i18n';

function renderRow(actions: RowAction[], max?: number) {
  return render(
    <ConfigProvider locale={zhCN}>
      <App>
        <MemoryRouter initialEntries={['/list']}>
          <Routes>
            <Route path="/list" element={<RowActions row="张三" actions={actions} max={max} />} />
            <Route path="/detail" element={<p>详情页</p>} />
          </Routes>
        </MemoryRouter>
      </App>
    </ConfigProvider>,
  );
}

it('names each action with its row, the visible text staying the action', () => {
  renderRow([
    { key: 'edit', label: '编辑', onClick: jest.fn() },
    { key: 'open', label: '详情', to: '/detail' },
  ]);
  const edit = screen.getByRole('button', { name: '编辑 张三' });
  expect(edit).toHaveTextContent(/^编辑$/);
  expect(screen.getByRole('link', { name: '详情 张三' })).toHaveAttribute('href', '/detail');
});

it('reaches every action by Tab and runs one by Enter, a link opening its page', async () => {
  const edit = jest.fn();
  renderRow([
    { key: 'edit', label: '编辑', onClick: edit },
    { key: 'open', label: '详情', to: '/detail' },
  ]);
  await userEvent.tab();
  expect(screen.getByRole('button', { name: '编辑 张三' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(edit).toHaveBeenCalledTimes(1);
  await userEvent.tab();
  expect(screen.getByRole('link', { name: '详情 张三' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByText('详情页')).toBeInTheDocument();
});

it('asks its question first and acts only on 确定', async () => {
  const remove = jest.fn();
  renderRow([{ key: 'delete', label: '删除', danger: true, confirm: '确认删除吗？', onClick: remove }]);
  await userEvent.click(screen.getByRole('button', { name: '删除 张三' }));
  expect(await screen.findByText('确认删除吗？')).toBeInTheDocument();
  expect(remove).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: '确 定' }));
  expect(remove).toHaveBeenCalledTimes(1);
});

it('leaves out hidden actions and shows a disabled one as disabled', () => {
  renderRow([
    { key: 'edit', label: '编辑', onClick: jest.fn(), hidden: true },
    { key: 'delete', label: '删除', onClick: jest.fn(), disabled: true, disabledReason: '内置角色不可删除' },
  ]);
  expect(screen.queryByRole('button', { name: '编辑 张三' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: '删除 张三' })).toBeDisabled();
});

it('past max puts the rest under 更多, whose confirmed action still asks first', async () => {
  const claim = jest.fn();
  const remove = jest.fn();
  renderRow(
    [
      { key: 'edit', label: '编辑', onClick: jest.fn() },
      { key: 'claim', label: '领取', onClick: claim },
      { key: 'delete', label: '删除', danger: true, confirm: '确认删除吗？', onClick: remove },
    ],
    2,
  );
  expect(screen.getByRole('button', { name: '编辑 张三' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '领取 张三' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '更多 张三' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: '领取' }));
  expect(claim).toHaveBeenCalledTimes(1);

  await userEvent.click(screen.getByRole('button', { name: '更多 张三' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: '删除' }));
  expect(await screen.findByRole('dialog', { name: '确认删除吗？' })).toBeInTheDocument();
  expect(remove).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: '确 定' }));
  await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
});

it('draws icons where the row has no room: each still a button named with its row, its label a tooltip', async () => {
  const edit = jest.fn();
  const remove = jest.fn();
  render(
    <ConfigProvider locale={zhCN}>
      <App>
        <MemoryRouter>
          <RowActions
            icons
            row="销售一部"
            actions={[
              { key: 'edit', label: '编辑', icon: <span data-icon="edit" />, onClick: edit },
              {
                key: 'delete',
                label: '删除',
                icon: <span data-icon="delete" />,
                danger: true,
                confirm: '确认删除吗？',
                onClick: remove,
              },
            ]}
          />
        </MemoryRouter>
      </App>
    </ConfigProvider>,
  );
  const editButton = screen.getByRole('button', { name: '编辑 销售一部' });
  expect(editButton).not.toHaveTextContent('编辑');
  await userEvent.hover(editButton);
  expect(await screen.findByRole('tooltip')).toHaveTextContent('编辑');
  await userEvent.click(editButton);
  expect(edit).toHaveBeenCalledTimes(1);

  const deleteButton = screen.getByRole('button', { name: '删除 销售一部' });
  await userEvent.hover(deleteButton);
  await waitFor(() =>
    expect(screen.getAllByRole('tooltip').some((t) => t.textContent === '删除')).toBe(true),
  );
  await userEvent.click(deleteButton);
  expect(await screen.findByText('确认删除吗？')).toBeInTheDocument();
  expect(remove).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: '确 定' }));
  expect(remove).toHaveBeenCalledTimes(1);
});
