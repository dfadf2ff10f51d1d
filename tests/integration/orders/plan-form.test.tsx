import { screen, waitFor, within } from '@testing-library/react';
import { instalmentTable } from '@mocks/db/order-plans';
import { renderApp } from '@tests/support/render-app';
import { recordRequests } from '@tests/support/requests';
import { SLOW } from '@tests/support/slow';
import { fill } from '../crm/fill';
import { approvedOrder } from '../mocks/order-plans-support';
import { ok, rows } from './support';

/** The plan list narrowed to one order by its number, and that order's plan form opened from its row. */
async function openPlanForm(orderNo: string, action: string) {
  const view = renderApp(undefined, { user: 'admin', url: `/order/plan?keyword=${orderNo}` });
  await waitFor(() => expect(rows()).toHaveLength(1), SLOW);
  await view.user.click(within(rows()[0]!).getByRole('button', { name: `${action} ${orderNo}` }));
  const drawer = await screen.findByRole('dialog', { name: /回款计划/ }, SLOW);
  return { ...view, drawer };
}

const summary = (drawer: HTMLElement) => within(drawer).getAllByRole('status').at(-1)!;

it('[ROUTES-CALLCENTRE-20] the plan form splits evenly (remainder on the last), says live by how much the sum differs, and saves only when equal', async () => {
  const order = approvedOrder(100_000);
  const requests = recordRequests();
  const { user, drawer } = await openPlanForm(order.order_no, '制定计划');
  expect(within(rows()[0]!).getByText('未制定')).toBeInTheDocument();
  expect(summary(drawer)).toHaveTextContent('分期金额合计比订单金额少1000.00元');

  await user.click(within(drawer).getByRole('button', { name: '平均拆分' }));
  await waitFor(() => expect(within(drawer).getAllByLabelText('金额（元）')).toHaveLength(3), SLOW);
  const amounts = () => within(drawer).getAllByLabelText('金额（元）') as HTMLInputElement[];
  expect(amounts().map((a) => a.value)).toEqual(['333.33', '333.33', '333.34']);
  expect(summary(drawer)).toHaveTextContent('分期金额合计与订单金额一致');
  expect(summary(drawer)).toHaveTextContent('相差 ¥0.00');

  await fill(amounts()[0]!, '300');
  await waitFor(() => expect(summary(drawer)).toHaveTextContent('分期金额合计比订单金额少33.33元'), SLOW);
  expect(summary(drawer)).toHaveTextContent('合计 ¥966.67');
  await user.click(within(drawer).getByRole('button', { name: ok }));
  await waitFor(
    () => expect(within(drawer).getAllByText('分期金额合计比订单金额少33.33元').length).toBeGreaterThan(1),
    SLOW,
  );
  expect(requests.forms('orders/plan/add')).toHaveLength(0);

  await fill(amounts()[0]!, '333.34');
  await waitFor(() => expect(summary(drawer)).toHaveTextContent('分期金额合计比订单金额多0.01元'), SLOW);
  await fill(amounts()[0]!, '333.33');
  await waitFor(() => expect(summary(drawer)).toHaveTextContent('分期金额合计与订单金额一致'), SLOW);
  await user.click(within(drawer).getByRole('button', { name: ok }));
  expect(await screen.findByText('保存成功', {}, SLOW)).toBeInTheDocument();
  const saved = instalmentTable.list((i) => i.order_id === order.id).sort((a, b) => a.seq - b.seq);
  expect(saved.map((i) => i.amount_fen)).toEqual([33_333, 33_333, 33_334]);
  await waitFor(() => expect(within(rows()[0]!).getByText('0/3')).toBeInTheDocument(), SLOW);
}, 240_000);

it('[ROUTES-CALLCENTRE-20] an instalment typed as a percentage of the total gets its amount to the fen; an amount shows its share', async () => {
  const order = approvedOrder(100_000);
  const { user, drawer } = await openPlanForm(order.order_no, '制定计划');
  await user.click(within(drawer).getByRole('button', { name: '平均拆分' }));
  await waitFor(() => expect(within(drawer).getAllByLabelText('比例（%）')).toHaveLength(3), SLOW);
  const percents = () => within(drawer).getAllByLabelText('比例（%）') as HTMLInputElement[];
  const amounts = () => within(drawer).getAllByLabelText('金额（元）') as HTMLInputElement[];
  expect(percents().map((p) => p.value)).toEqual(['33.33', '33.33', '33.33']);

  await fill(percents()[0]!, '30');
  await waitFor(() => expect(amounts()[0]).toHaveValue('300.00'), SLOW);
  await fill(percents()[1]!, '33.4');
  await waitFor(() => expect(amounts()[1]).toHaveValue('334.00'), SLOW);
  await fill(amounts()[2]!, '366');
  await waitFor(() => expect(percents()[2]).toHaveValue('36.60'), SLOW);
  await waitFor(() => expect(summary(drawer)).toHaveTextContent('分期金额合计与订单金额一致'), SLOW);
}, 240_000);
