import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { contractSettingsTable, sealTable } from '@mocks/db/contracts';
import { nodeFile, pngBytes } from '@tests/support/contract-files';
import { recordRequests } from '@tests/support/requests';
import { SLOW, slowSuite } from '@tests/support/slow';
import { fill } from '../crm/fill';
import { openPage, recordMultipart, withNodeFiles, type View } from './support';

slowSuite();
withNodeFiles();

const anyFile = userEvent.setup({ applyAccept: false, pointerEventsCheck: PointerEventsCheckLevel.Never });

const openConfig = () =>
  openPage('/contract/config', () => {
    expect(screen.getByText('公司公章')).toBeInTheDocument();
    expect(screen.getByLabelText('默认有效期（天）')).toHaveValue('30');
  });

async function openSealDialog(view: View) {
  await view.user.click(screen.getByRole('button', { name: /上传印章/ }));
  return screen.findByRole('dialog', { name: '上传印章' });
}
const sealInput = (dialog: HTMLElement) => dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
const okButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /确\s*定|确\s*认/ });

it('[ROUTES-CALLCENTRE-41] /contract/config shows the seals with the default one, and the settings', async () => {
  await openConfig();
  const seal = screen.getByRole('listitem', { name: '公司公章' });
  expect(within(seal).getByText('默认')).toBeInTheDocument();
  expect(within(seal).getByRole('img', { name: '公司公章' })).toHaveAttribute(
    'src',
    sealTable.get(1)!.image_url,
  );
  expect(screen.getByRole('switch', { name: '发出合同需审核' })).toBeChecked();
  expect(screen.getByLabelText('签署须知')).toHaveValue(contractSettingsTable.get(1)!.sign_notice);
});

it('[ROUTES-CALLCENTRE-41] a seal picture that is not a PNG or is over 2 MB is refused before sending', async () => {
  const view = await openConfig();
  const dialog = await openSealDialog(view);
  const requests = recordRequests();
  await anyFile.upload(
    sealInput(dialog),
    nodeFile('章.jpg', 'image/jpeg', new Uint8Array([0xff, 0xd8, 0xff])),
  );
  expect(await screen.findByText('“章.jpg”不是PNG图片，印章只能上传透明背景的PNG')).toBeInTheDocument();
  await view.user.upload(sealInput(dialog), nodeFile('大章.png', 'image/png', { size: 2 * 1024 * 1024 + 1 }));
  expect(await screen.findByText('“大章.png”超过2MB，不能上传')).toBeInTheDocument();
  await fill(within(dialog).getByLabelText('印章名称'), '合同章');
  await view.user.click(okButton(dialog));
  expect(await within(dialog).findByText('请选择印章图片')).toBeInTheDocument();
  expect(requests.received.filter((r) => r.path === 'contracts/seal/add')).toEqual([]);
});

it('[ROUTES-CALLCENTRE-41] uploads a transparent PNG seal as multipart; an opaque one is refused by the server and the dialog keeps its name', async () => {
  const view = await openConfig();
  const dialog = await openSealDialog(view);
  const sent = recordMultipart('contracts/seal/add');
  await fill(within(dialog).getByLabelText('印章名称'), '合同章');
  await view.user.upload(sealInput(dialog), nodeFile('opaque.png', 'image/png', pngBytes(false)));
  await view.user.click(okButton(dialog));
  expect(await screen.findAllByText('印章图片须为透明背景的PNG', {}, SLOW)).not.toHaveLength(0);
  expect(within(dialog).getByLabelText('印章名称')).toHaveValue('合同章');

  await view.user.upload(sealInput(dialog), nodeFile('seal.png', 'image/png', pngBytes(true)));
  await view.user.click(okButton(dialog));
  expect(await screen.findByText('添加成功', {}, SLOW)).toBeInTheDocument();
  expect(sent.at(-1)).toEqual({
    name: '合同章',
    type: '1',
    file: expect.objectContaining({ name: 'seal.png', type: 'image/png' }),
  });
  expect(await screen.findByRole('listitem', { name: '合同章' }, SLOW)).toBeInTheDocument();
});

it('[ROUTES-CALLCENTRE-41] the default seal cannot be deleted while others exist; another seal can be made the default', async () => {
  sealTable.insert({
    name: '合同专用章',
    type: 2,
    image_url: sealTable.get(1)!.image_url,
    is_default: false,
    created_at: '2026-09-02 10:00:00',
  });
  const view = await openConfig();
  await view.user.click(screen.getByRole('button', { name: '删除 公司公章' }));
  await view.user.click(await screen.findByRole('button', { name: /确\s*定/ }));
  expect(await screen.findByText('默认印章不能删除，请先将其他印章设为默认')).toBeInTheDocument();
  expect(sealTable.get(1)).toBeDefined();

  await view.user.click(await screen.findByRole('button', { name: '设为默认 合同专用章' }));
  expect(await screen.findByText('已将“合同专用章”设为默认印章')).toBeInTheDocument();
  await waitFor(
    () =>
      expect(
        within(screen.getByRole('listitem', { name: '合同专用章' })).getByText('默认'),
      ).toBeInTheDocument(),
    SLOW,
  );
  expect(
    sealTable
      .all()
      .filter((s) => s.is_default)
      .map((s) => s.name),
  ).toEqual(['合同专用章']);
});

it('[ROUTES-CALLCENTRE-41] saves the settings; a validity outside 1–365 days and a notice over 500 characters are refused', async () => {
  const view = await openConfig();
  const requests = recordRequests();
  await fill(screen.getByLabelText('默认有效期（天）'), '');
  await view.user.click(screen.getByRole('button', { name: /保\s*存/ }));
  expect(await screen.findByText('请输入默认有效期')).toBeInTheDocument();
  await fill(screen.getByLabelText('签署须知'), '字'.repeat(501));
  await view.user.click(screen.getByRole('button', { name: /保\s*存/ }));
  expect(await screen.findByText('签署须知不能超过500个字符')).toBeInTheDocument();
  expect(requests.received.filter((r) => r.path === 'contracts/settings/save')).toEqual([]);

  await fill(screen.getByLabelText('默认有效期（天）'), '90');
  await fill(screen.getByLabelText('签署须知'), '请核对身份信息后签署');
  await view.user.click(screen.getByRole('switch', { name: '发出合同需审核' }));
  await view.user.click(screen.getByRole('button', { name: /保\s*存/ }));
  expect(await screen.findByText('保存成功', {}, SLOW)).toBeInTheDocument();
  expect(contractSettingsTable.get(1)).toMatchObject({
    need_review: 0,
    valid_days: 90,
    sign_notice: '请核对身份信息后签署',
  });
});
