import { screen, waitFor, within } from '@testing-library/react';
import { contractTemplateTable } from '@mocks/db/contracts';
import { SLOW, slowSuite } from '@tests/support/slow';
import { openPage, rowOf, rowsOf } from './support';

slowSuite();

const openList = () =>
  openPage('/contract/contractTPL/list', () => expect(screen.getByText('销售合同')).toBeInTheDocument());

it('[ROUTES-CALLCENTRE-39] /contract/contractTPL/list shows the templates with pages, fields, use and status', async () => {
  await openList();
  const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
  expect(headers).toEqual(
    expect.arrayContaining(['模板名称', '页数', '填写字段', '使用合同数', '状态', '更新时间']),
  );
  expect(rowsOf()).toHaveLength(4);
  const cells = (name: string) =>
    within(rowOf(name))
      .getAllByRole('cell')
      .map((c) => c.textContent)
      .join('|');
  // name | pages | fields | contracts using it | status
  expect(cells('销售合同')).toContain('销售合同|3|4|3|启用|');
  expect(cells('服务协议')).toContain('服务协议|2|3|1|启用|');
  expect(within(rowOf('代理协议')).getByText('停用', { selector: '.ant-tag' })).toBeInTheDocument();
});

it('[ROUTES-CALLCENTRE-39] searches by name', async () => {
  const view = await openList();
  await view.user.type(await screen.findByLabelText('模板名称'), '协议');
  await view.user.click(screen.getByRole('button', { name: /查\s*询/ }));
  await waitFor(() => expect(screen.queryByText('销售合同')).toBeNull(), SLOW);
  expect(rowsOf()).toHaveLength(3);
});

it('[ROUTES-CALLCENTRE-39] a template contracts use is not deleted: the reason is shown and the row stays', async () => {
  const view = await openList();
  await view.user.click(screen.getByRole('button', { name: '删除 销售合同' }));
  expect(await screen.findByText('确认删除吗？')).toBeInTheDocument();
  await view.user.click(screen.getByRole('button', { name: /确\s*定/ }));
  expect(
    await screen.findByText('模板“销售合同”已被3份合同使用，不能删除，可停用该模板'),
  ).toBeInTheDocument();
  expect(contractTemplateTable.get(1)).toBeDefined();
  expect(rowOf('销售合同')).toBeDefined();
});

it('[ROUTES-CALLCENTRE-39] deletes an unused template; disables and enables one', async () => {
  const view = await openList();
  await view.user.click(screen.getByRole('button', { name: '删除 保密协议' }));
  await view.user.click(await screen.findByRole('button', { name: /确\s*定/ }));
  expect(await screen.findByText('删除成功!')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('保密协议')).toBeNull(), SLOW);

  await view.user.click(screen.getByRole('button', { name: '停用 服务协议' }));
  expect(await screen.findByText('已停用')).toBeInTheDocument();
  await waitFor(
    () => expect(within(rowOf('服务协议')).getByText('停用', { selector: '.ant-tag' })).toBeInTheDocument(),
    SLOW,
  );
  expect(contractTemplateTable.get(2)!.status).toBe(0);
  await view.user.click(screen.getByRole('button', { name: '启用 代理协议' }));
  await waitFor(() => expect(contractTemplateTable.get(4)!.status).toBe(1), SLOW);
});

it('[ROUTES-CALLCENTRE-39] the new-template button and the edit action open the form page, edit with ?id=', async () => {
  const view = await openList();
  await view.user.click(screen.getByRole('button', { name: '编辑 服务协议' }));
  expect(await screen.findByText('编辑合同模板', {}, SLOW)).toBeInTheDocument();
  expect(view.router.state.location.search).toBe('?id=2');
  expect(await screen.findByDisplayValue('服务协议')).toBeInTheDocument();
});
