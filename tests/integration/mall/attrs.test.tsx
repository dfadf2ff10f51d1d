import { screen, waitFor, within } from '@testing-library/react';
import { mallAttrGroupTable, mallAttrValueTable } from '@mocks/db/mall';
import { okButton } from '@tests/support/buttons';
import { renderApp } from '@tests/support/render-app';
import { SLOW } from '@tests/support/slow';

const open = async () => {
  const view = renderApp(undefined, { user: 'admin', url: '/mall/attr' });
  await screen.findByRole('region', { name: '颜色' }, SLOW);
  return view;
};
const group = (name: string) => screen.getByRole('region', { name });
const valueNames = (groupId: number) =>
  mallAttrValueTable
    .list((v) => v.group_id === groupId)
    .sort((a, b) => a.sort - b.sort)
    .map((v) => v.name);

it('[ROUTES-CALLCENTRE-23] /mall/attr shows the groups with their values; a group and a value are added', async () => {
  const { user } = await open();
  expect(within(group('规格')).getByText('标准版')).toBeInTheDocument();
  expect(within(group('套餐')).getByText('2个属性值')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: /添加属性组/ }));
  const dialog = await screen.findByRole('dialog', { name: '添加属性组' });
  await user.click(okButton(dialog));
  expect(await within(dialog).findByText('请输入属性组名称')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('属性组名称'), '尺寸');
  await user.click(okButton(dialog));
  const size = await screen.findByRole('region', { name: '尺寸' }, SLOW);

  await user.click(within(size).getByRole('button', { name: /添加属性值/ }));
  const valueDialog = await screen.findByRole('dialog', { name: '添加属性值' });
  await user.type(within(valueDialog).getByLabelText('属性值名称'), '大号');
  await user.click(okButton(valueDialog));
  expect(await within(size).findByText('大号', {}, SLOW)).toBeInTheDocument();
  const added = mallAttrGroupTable.all().find((g) => g.name === '尺寸')!;
  expect(valueNames(added.id)).toEqual(['大号']);
}, 120_000);

it('[ROUTES-CALLCENTRE-23] a duplicate name is refused in the dialog, which keeps what was typed', async () => {
  const { user } = await open();
  await user.click(within(group('颜色')).getByRole('button', { name: /添加属性值/ }));
  const dialog = await screen.findByRole('dialog', { name: '添加属性值' });
  await user.type(within(dialog).getByLabelText('属性值名称'), '红色');
  await user.click(okButton(dialog));
  expect(await within(dialog).findByText('属性值“红色”已存在', {}, SLOW)).toBeInTheDocument();
  expect(within(dialog).getByLabelText('属性值名称')).toHaveValue('红色');
  expect(valueNames(2)).toEqual(['黑色', '白色', '红色']);
}, 120_000);

it('[ROUTES-CALLCENTRE-23] values and groups are renamed and moved up and down', async () => {
  const { user } = await open();
  await user.click(within(group('颜色')).getByRole('button', { name: '重命名 白色' }));
  const dialog = await screen.findByRole('dialog', { name: '重命名属性值' });
  const name = within(dialog).getByLabelText('属性值名称');
  await user.clear(name);
  await user.type(name, '象牙白');
  await user.click(okButton(dialog));
  expect(await within(group('颜色')).findByText('象牙白', {}, SLOW)).toBeInTheDocument();

  await user.click(within(group('颜色')).getByRole('button', { name: '上移 象牙白' }));
  await waitFor(() => expect(valueNames(2)).toEqual(['象牙白', '黑色', '红色']));
  expect(within(group('颜色')).getByRole('button', { name: '上移 象牙白' })).toBeDisabled();

  expect(within(group('规格')).getByRole('button', { name: '上移 规格' })).toBeDisabled();
  await user.click(within(group('套餐')).getByRole('button', { name: '上移 套餐' }));
  await waitFor(() =>
    expect(
      mallAttrGroupTable
        .all()
        .sort((a, b) => a.sort - b.sort)
        .map((g) => g.name),
    ).toEqual(['规格', '套餐', '颜色', '线路类型', '服务方式']),
  );
  await waitFor(() =>
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual([
      '规格',
      '套餐',
      '颜色',
      '线路类型',
      '服务方式',
    ]),
  );
}, 120_000);

it('[ROUTES-CALLCENTRE-23] a value or a group a SKU uses is not deleted and the message says where; an unused value is', async () => {
  const { user } = await open();
  await user.click(within(group('颜色')).getByRole('button', { name: '删除 黑色' }));
  expect(await screen.findByText('确认删除吗？')).toBeInTheDocument();
  await user.click(okButton());
  expect(
    await screen.findByText('该属性值正在被商品“坐席耳机”的1个规格使用，不能删除', {}, SLOW),
  ).toBeInTheDocument();
  expect(valueNames(2)).toContain('黑色');

  await user.click(within(group('颜色')).getByRole('button', { name: '删除 颜色' }));
  await user.click(okButton(await screen.findByRole('tooltip', { name: /确认删除吗？/ })));
  expect(
    await screen.findByText('该属性组正在被商品“坐席耳机”的2个规格使用，不能删除', {}, SLOW),
  ).toBeInTheDocument();
  expect(mallAttrGroupTable.get(2)).toBeDefined();

  await user.click(within(group('颜色')).getByRole('button', { name: '删除 红色' }));
  await user.click(okButton(await screen.findByRole('tooltip', { name: /确认删除吗？/ })));
  expect(await screen.findByText('删除成功!', {}, SLOW)).toBeInTheDocument();
  await waitFor(() => expect(within(group('颜色')).queryByText('红色')).not.toBeInTheDocument());
  expect(valueNames(2)).toEqual(['黑色', '白色']);
}, 120_000);
