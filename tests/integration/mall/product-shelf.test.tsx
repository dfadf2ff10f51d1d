import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { mallProductTable, mallSkuTable, skusOf } from '@mocks/db/mall';
import { okButton } from '@tests/support/buttons';
import { recordRequests } from '@tests/support/requests';
import { SLOW, slowSuite } from '@tests/support/slow';
import { fill } from '../crm/fill';
import { openAdd, openProducts, picture, pickCategory, rowOf, skuLabels, submit, waitDone } from './support';

slowSuite();

// the upload keeps a chosen file only when it is an instance of the global File (Node's: see ./support)
const realFile = globalThis.File;
beforeAll(() => void (globalThis.File = NodeFile as unknown as typeof File));
afterAll(() => void (globalThis.File = realFile));
beforeEach(() => {
  // jsdom has no object URLs: the drawer's preview of a chosen picture
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

/** Picks files the way "all files" in the browser's picker does: whatever the input's accept says. */
const anyFile = userEvent.setup({ applyAccept: false, pointerEventsCheck: PointerEventsCheckLevel.Never });
const fileInput = (drawer: HTMLElement) => drawer.querySelector<HTMLInputElement>('input[type="file"]')!;

it('[ROUTES-CALLCENTRE-22] a product goes off shelf and on again from the list; one without a priced SKU is refused', async () => {
  const view = await openProducts();
  await view.user.click(within(rowOf('坐席耳机')).getByRole('button', { name: '下架 坐席耳机' }));
  expect(await screen.findByText('已下架', {}, SLOW)).toBeInTheDocument();
  await waitDone(() => expect(within(rowOf('坐席耳机')).getByText('下架')).toBeInTheDocument());
  expect(mallProductTable.get(2)!.status).toBe(0);

  await view.user.click(within(rowOf('坐席耳机')).getByRole('button', { name: '上架 坐席耳机' }));
  expect(await screen.findByText('已上架', {}, SLOW)).toBeInTheDocument();
  expect(mallProductTable.get(2)!.status).toBe(1);

  // a draft whose SKUs have no price yet
  mallProductTable.update(4, { status: 0 });
  skusOf(4).forEach((s) => mallSkuTable.update(s.id, { price: 0 }));
  await view.user.click(screen.getByRole('button', { name: /查\s*询/ }));
  await view.user.click(
    await within(rowOf('通话分钟包')).findByRole('button', { name: '上架 通话分钟包' }, SLOW),
  );
  expect(await screen.findByText('上架的商品至少需要一个有价格的规格', {}, SLOW)).toBeInTheDocument();
  expect(mallProductTable.get(4)!.status).toBe(0);
});

it('[ROUTES-CALLCENTRE-22] editing a product shows its chosen values and SKUs; a deleted product goes with its SKUs', async () => {
  const view = await openProducts();
  await view.user.click(within(rowOf('智能外呼机器人')).getByRole('button', { name: '编辑 智能外呼机器人' }));
  const drawer = await screen.findByRole('dialog', { name: '编辑商品' });
  await waitDone(() =>
    expect(skuLabels(drawer)).toEqual(['标准版 / 月付', '标准版 / 年付', '专业版 / 月付', '专业版 / 年付']),
  );
  expect(within(drawer).getByLabelText('价格（元） 专业版 / 年付')).toHaveValue('19999.00');
  const kept = skusOf(1).map((s) => s.id);
  await fill(within(drawer).getByLabelText('价格（元） 标准版 / 月付'), '1000');
  await submit(view, drawer);
  expect(await screen.findByText('保存成功', {}, SLOW)).toBeInTheDocument();
  expect(skusOf(1).map((s) => s.id)).toEqual(kept);
  expect(skusOf(1)[0]!.price).toBe(100000);

  await view.user.click(within(rowOf('通话分钟包')).getByRole('button', { name: '删除 通话分钟包' }));
  expect(await screen.findByText('确认删除吗？')).toBeInTheDocument();
  await view.user.click(okButton(await screen.findByRole('tooltip', { name: /确认删除吗？/ })));
  expect(await screen.findByText('删除成功!', {}, SLOW)).toBeInTheDocument();
  expect(mallProductTable.get(4)).toBeUndefined();
  expect(skusOf(4)).toEqual([]);
});

it('[ROUTES-CALLCENTRE-22] a picture of another type or over 10 MB is refused before sending; a PNG goes up and is saved', async () => {
  const view = await openProducts();
  const drawer = await openAdd(view);
  const requests = recordRequests();
  await anyFile.upload(fileInput(drawer), picture('scan.gif', 'image/gif'));
  expect(await screen.findByText('“scan.gif”不是JPEG或PNG格式的图片')).toBeInTheDocument();
  const big = picture('big.png', 'image/png', new Uint8Array(10 * 1024 * 1024 + 1));
  await view.user.upload(fileInput(drawer), big);
  expect(await screen.findByText('“big.png”超过10MB，请压缩后再上传')).toBeInTheDocument();
  expect(drawer.querySelectorAll('.ant-upload-list-item')).toHaveLength(0);
  expect(requests.received.filter((r) => r.path.includes('uploadPicture'))).toEqual([]);

  await view.user.upload(fileInput(drawer), picture('front.png'));
  await waitFor(() => expect(drawer.querySelectorAll('.ant-upload-list-item-done')).toHaveLength(1), SLOW);
  expect(requests.received.filter((r) => r.path === 'mall/product/uploadPicture')).toHaveLength(1);
  // the chosen picture itself is shown, and opens larger
  await view.user.click(within(drawer).getByTitle('front.png'));
  expect(await screen.findByRole('img', { name: '图片' })).toHaveAttribute('src', 'blob:preview');
  await view.user.keyboard('{Escape}');

  await fill(within(drawer).getByLabelText('商品名称'), '坐席耳麦');
  await pickCategory(view, drawer, '呼叫中心');
  await submit(view, drawer);
  expect(await screen.findByText('添加成功', {}, SLOW)).toBeInTheDocument();
  const saved = mallProductTable.all().find((p) => p.name === '坐席耳麦')!;
  expect(saved.pictures).toHaveLength(1);
  expect(saved.pictures[0]).toMatch(/^data:image\/svg\+xml,/);
});
