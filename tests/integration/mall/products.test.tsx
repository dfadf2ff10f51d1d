import { screen, within } from '@testing-library/react';
import { mallProductTable, skusOf } from '@mocks/db/mall';
import { fill } from '../crm/fill';
import { SLOW, slowSuite } from '@tests/support/slow';
import { choose, openAdd, openProducts, pickCategory, rowOf, skuLabels, submit, waitDone } from './support';

slowSuite();

const productNamed = (name: string) => mallProductTable.all().find((p) => p.name === name);

it('[ROUTES-CALLCENTRE-22] /mall/product lists the products with price range, stock and shelf status', async () => {
  await openProducts();
  const robot = rowOf('智能外呼机器人');
  expect(within(robot).getByText('999.00 至 19999.00')).toBeInTheDocument();
  expect(within(robot).getByText('110')).toBeInTheDocument();
  expect(within(robot).getByText('上架')).toBeInTheDocument();
  expect(within(rowOf('通话分钟包')).getByText('下架')).toBeInTheDocument();
});

it('[ROUTES-CALLCENTRE-22] SKUs are every combination of the chosen values; a bulk price fills every row in exact fen', async () => {
  const view = await openProducts();
  const drawer = await openAdd(view);
  await fill(within(drawer).getByLabelText('商品名称'), '质检机器人');
  await pickCategory(view, drawer, '智能机器人');
  await choose(view, drawer, { 规格: ['标准版', '专业版'], 颜色: ['黑色'] });
  expect(skuLabels(drawer)).toEqual(['标准版 / 黑色', '专业版 / 黑色']);

  await fill(within(drawer).getByLabelText('价格（元） 专业版 / 黑色'), '0.29');
  await choose(view, drawer, { 颜色: ['白色'] });
  expect(skuLabels(drawer)).toEqual(['标准版 / 黑色', '标准版 / 白色', '专业版 / 黑色', '专业版 / 白色']);
  // a row that stays keeps what was typed in it
  expect(within(drawer).getByLabelText('价格（元） 专业版 / 黑色')).toHaveValue('0.29');
  await choose(view, drawer, { 规格: ['标准版'] });
  expect(skuLabels(drawer)).toEqual(['专业版 / 黑色', '专业版 / 白色']);

  await fill(within(drawer).getByLabelText('批量价格（元）'), '1.1');
  await view.user.click(within(drawer).getByRole('button', { name: '批量设置价格' }));
  expect(await screen.findByText('已将2个规格的价格设为1.1元')).toBeInTheDocument();
  await waitDone(() => expect(within(drawer).getByLabelText('价格（元） 专业版 / 白色')).toHaveValue('1.1'));
  expect(within(drawer).getByLabelText('价格（元） 专业版 / 黑色')).toHaveValue('1.1');
  await fill(within(drawer).getByLabelText('库存 专业版 / 白色'), '7');
  await view.user.click(within(drawer).getByLabelText('上架'));
  await submit(view, drawer);

  expect(await screen.findByText('添加成功', {}, SLOW)).toBeInTheDocument();
  const saved = productNamed('质检机器人')!;
  expect(saved).toMatchObject({ category_id: 3, status: 1 });
  expect(skusOf(saved.id).map((s) => [s.price, s.stock])).toEqual([
    [110, 0],
    [110, 7],
  ]);
  expect(await screen.findByText('1.10', {}, SLOW)).toBeInTheDocument();
});

it('[ROUTES-CALLCENTRE-22] a bulk price that is not an amount is refused and changes no row', async () => {
  const view = await openProducts();
  const drawer = await openAdd(view);
  await choose(view, drawer, { 颜色: ['黑色'] });
  await fill(within(drawer).getByLabelText('价格（元） 黑色'), '5');
  await fill(within(drawer).getByLabelText('批量价格（元）'), '1.234');
  await view.user.click(within(drawer).getByRole('button', { name: '批量设置价格' }));
  expect(await screen.findByText('请输入正确的批量价格，如 99.90')).toBeInTheDocument();
  expect(within(drawer).getByLabelText('价格（元） 黑色')).toHaveValue('5');
});

it('[ROUTES-CALLCENTRE-22] a price with more than two decimals is refused before sending, and the drawer keeps what was typed', async () => {
  const view = await openProducts();
  const drawer = await openAdd(view);
  await fill(within(drawer).getByLabelText('商品名称'), '测试商品');
  await pickCategory(view, drawer, '智能机器人');
  await choose(view, drawer, { 颜色: ['红色'] });
  await fill(within(drawer).getByLabelText('价格（元） 红色'), '9.999');
  await submit(view, drawer);
  expect(await screen.findByText('规格“红色”的价格不正确，请输入元，最多两位小数')).toBeInTheDocument();
  expect(within(drawer).getByLabelText('商品名称')).toHaveValue('测试商品');
  expect(productNamed('测试商品')).toBeUndefined();
});

it('[ROUTES-CALLCENTRE-22] a product on shelf without a priced SKU is refused; a duplicate name is refused in its field', async () => {
  const view = await openProducts();
  const drawer = await openAdd(view);
  await fill(within(drawer).getByLabelText('商品名称'), '坐席耳机');
  await pickCategory(view, drawer, '呼叫中心');
  await choose(view, drawer, { 颜色: ['红色'] });
  await view.user.click(within(drawer).getByLabelText('上架'));
  await submit(view, drawer);
  expect(await within(drawer).findByText('商品“坐席耳机”已存在', {}, SLOW)).toBeInTheDocument();

  await fill(within(drawer).getByLabelText('商品名称'), '坐席耳机二代');
  await submit(view, drawer);
  expect(await within(drawer).findByText('上架的商品至少需要一个有价格的规格', {}, SLOW)).toBeInTheDocument();
  expect(productNamed('坐席耳机二代')).toBeUndefined();
  expect(within(drawer).getByLabelText('商品名称')).toHaveValue('坐席耳机二代');
});
