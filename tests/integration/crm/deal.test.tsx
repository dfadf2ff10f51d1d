import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { crmDb } from '@mocks/db/crm';
import { DEAL_NODE_ID } from '@mocks/db/crm-rows';
import { renderApp } from '@tests/support/render-app';
import { fill } from './fill';
import { SLOW } from '@tests/support/slow';
import { modalWidth } from '@tests/support/modal-width';

const rowsOf = () => screen.getAllByRole('row').filter((r) => r.classList.contains('ant-table-row'));

it('[ROUTES-CALLCENTRE-18] [CONST-03] a new deal needs a customer and an amount; saved with its product, it leads the list', async () => {
  const before = crmDb.deals().length;
  const customer = crmDb
    .customers()
    .find((c) => c.owner_id != null && c.discarded_at == null && c.node_id !== DEAL_NODE_ID)!;
  const product = crmDb.products()[0]!;
  const { user } = renderApp(undefined, { user: 'admin', url: '/client/deal' });
  await waitFor(() => expect(rowsOf()).toHaveLength(10), SLOW);

  await user.click(screen.getByRole('button', { name: /新建成交/ }));
  const dialog = await screen.findByRole('dialog', { name: '新建成交' });
  expect(modalWidth(dialog)).toBe('480px');
  await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  expect(await within(dialog).findByText('请选择客户')).toBeInTheDocument();
  expect(within(dialog).getByText('请输入成交金额')).toBeInTheDocument();
  expect(crmDb.deals()).toHaveLength(before);

  const [customerBox, productBox] = within(dialog).getAllByRole('combobox');
  await user.click(customerBox!);
  // typed into the open search box (a blur would close it): the server finds the customer by phone
  fireEvent.change(customerBox!, { target: { value: customer.phone } });
  await user.click(await screen.findByTitle(`${customer.name}（${customer.phone}）`, {}, SLOW));
  await user.click(productBox!);
  await user.click(await screen.findByTitle(product.name));
  await fill(within(dialog).getByLabelText('成交金额（元）'), '12345.6');
  await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  expect(await screen.findByText('添加成功', {}, SLOW)).toBeInTheDocument();

  expect(crmDb.deals()).toHaveLength(before + 1);
  expect(crmDb.deals().at(-1)).toMatchObject({
    customer_id: customer.id,
    product_id: product.id,
    amount: 12345.6,
    owner_id: customer.owner_id,
  });
  expect(crmDb.customer(customer.id)!.node_id).toBe(DEAL_NODE_ID); // a deal closes the follow-up stages
  await waitFor(() => {
    const first = rowsOf()[0]!;
    expect(within(first).getByText(customer.name)).toBeInTheDocument();
    expect(within(first).getByText(product.name)).toBeInTheDocument();
    expect(within(first).getByText('¥12,345.60', { exact: false })).toBeInTheDocument();
  }, SLOW);
}, 240_000);
