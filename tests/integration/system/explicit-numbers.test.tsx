import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { db } from '@mocks/db/db';
import { explicitNumberTable, REVIEW_REFUSAL } from '@mocks/db/explicit-numbers';
import { renderApp } from '@tests/support/render-app';
import { recordRequests } from '@tests/support/requests';
import { SLOW, slowSuite } from '@tests/support/slow';
import { fill } from '../crm/fill';

slowSuite();

const ID = '11010519491231002X';
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
// Node's File: the request layer sends what is a Blob of the fetch that MSW answers (jsdom's File is not), and
// the upload keeps a chosen file only when it is an instance of the global File
const realFile = globalThis.File;
beforeAll(() => void (globalThis.File = NodeFile as unknown as typeof File));
afterAll(() => void (globalThis.File = realFile));
const picture = (name: string, type = 'image/jpeg', bytes: Uint8Array = JPEG) =>
  new NodeFile([bytes], name, { type }) as unknown as File;

/** Picks files the way "all files" in the browser's picker does: whatever the input's accept says. */
const anyFile = userEvent.setup({ applyAccept: false, pointerEventsCheck: PointerEventsCheckLevel.Never });

beforeEach(() => {
  // jsdom has no object URLs: the dialog's preview of a chosen picture
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

const rowsOf = () => screen.getAllByRole('row').filter((r) => r.classList.contains('ant-table-row'));
const rowOf = (text: string) => rowsOf().find((r) => within(r).queryByText(text))!;
const okButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /确\s*定/ });

async function openList() {
  const view = renderApp(undefined, { user: 'admin', url: '/system/explicitNumber' });
  await waitFor(() => expect(rowsOf().length).toBeGreaterThan(0), SLOW);
  return view;
}

async function openAdd(view: Awaited<ReturnType<typeof openList>>) {
  await view.user.click(screen.getByRole('button', { name: /添加号码/ }));
  return screen.findByRole('dialog', { name: '添加号码' });
}

/** The file input of the dialog's front or back picture (a new one after each choice). */
const pictureInput = (dialog: HTMLElement, side: 0 | 1) =>
  dialog.querySelectorAll<HTMLInputElement>('input[type="file"]')[side]!;

async function fillNumber(dialog: HTMLElement, fields: { phone: string; owner: string; id: string }) {
  await fill(within(dialog).getByLabelText('手机号码'), fields.phone);
  await fill(within(dialog).getByLabelText('机主姓名'), fields.owner);
  await fill(within(dialog).getByLabelText('身份证号码'), fields.id);
}

async function choosePictures(view: Awaited<ReturnType<typeof openList>>, dialog: HTMLElement) {
  await view.user.upload(pictureInput(dialog, 0), picture('front.jpg'));
  await view.user.upload(
    pictureInput(dialog, 1),
    picture('back.png', 'image/png', new Uint8Array([0x89, 0x50, 0x4e, 0x47])),
  );
  await waitFor(() => expect(dialog.querySelectorAll('.ant-upload-list-item-done')).toHaveLength(2), SLOW);
}

async function chooseStaff(view: Awaited<ReturnType<typeof openList>>, dialog: HTMLElement, name: string) {
  await view.user.click(within(dialog).getByRole('combobox', { name: '使用员工' }));
  await view.user.click(await screen.findByTitle(name));
}

it('[ROUTES-CALLCENTRE-33] /system/explicitNumber lists the numbers with holder, masked id number, staff, review state (with the reason of a refusal) and status', async () => {
  await openList();
  const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
  expect(headers).toEqual(
    expect.arrayContaining([
      '手机号码',
      '机主姓名',
      '身份证号码',
      '使用员工',
      '审核状态',
      '状态',
      '创建时间',
    ]),
  );
  const refused = explicitNumberTable.all().find((r) => r.audit_status === 2)!;
  const row = within(rowOf(refused.phone));
  expect(row.getByText('已驳回')).toBeInTheDocument();
  expect(row.getByText(`驳回原因：${REVIEW_REFUSAL}`)).toBeInTheDocument();
  expect(
    row.getByText(`${refused.id_card_no.slice(0, 4)}**********${refused.id_card_no.slice(-4)}`),
  ).toBeInTheDocument();
  expect(row.queryByText(refused.id_card_no)).toBeNull();
  const approved = explicitNumberTable.all().find((r) => r.staff_id === 1)!;
  expect(within(rowOf(approved.phone)).getByText('已通过')).toBeInTheDocument();
  expect(within(rowOf(approved.phone)).getByText('启用')).toBeInTheDocument();
});

it('[ROUTES-CALLCENTRE-33] a picture of another type or over 10 MB is refused with its reason before anything is sent', async () => {
  const view = await openList();
  const dialog = await openAdd(view);
  const requests = recordRequests();
  // a browser lets the user pick "all files" despite accept: the check is the dialog's own
  await anyFile.upload(pictureInput(dialog, 0), picture('scan.gif', 'image/gif'));
  expect(await screen.findByText('scan.gif 不是JPEG或PNG图片，请重新选择')).toBeInTheDocument();
  const big = picture('big.jpg', 'image/jpeg', new Uint8Array(10 * 1024 * 1024 + 1));
  await view.user.upload(pictureInput(dialog, 0), big);
  expect(await screen.findByText('big.jpg 超过10MB，请压缩后重新选择')).toBeInTheDocument();
  expect(dialog.querySelectorAll('.ant-upload-list-item')).toHaveLength(0);
  expect(requests.received.filter((r) => r.path.includes('uploadIdCard'))).toEqual([]);

  await view.user.upload(pictureInput(dialog, 0), picture('front.jpg'));
  await waitFor(() => expect(dialog.querySelectorAll('.ant-upload-list-item-done')).toHaveLength(1), SLOW);
  expect(requests.received.filter((r) => r.path === 'explicitNumbers/uploadIdCard')).toHaveLength(1);
  // the chosen picture itself is shown, and opens larger
  await view.user.click(within(dialog).getByTitle('front.jpg'));
  expect(await screen.findByRole('img', { name: '身份证正面' })).toHaveAttribute('src', 'blob:preview');
});

it('[ROUTES-CALLCENTRE-33] a bad id number is refused in the form; a registered phone by the server, with the form kept as typed', async () => {
  const view = await openList();
  const dialog = await openAdd(view);
  const taken = explicitNumberTable.all().find((r) => r.staff_id === 2)!.phone;
  await fillNumber(dialog, { phone: taken, owner: '张三', id: `${ID.slice(0, 17)}1` });
  await choosePictures(view, dialog);
  await chooseStaff(view, dialog, db.findUser('admin')!.linkman);
  const requests = recordRequests();
  await view.user.click(okButton(dialog));
  expect(await within(dialog).findByText('身份证号码不正确')).toBeInTheDocument();
  expect(requests.received.filter((r) => r.path === 'explicitNumbers/add')).toEqual([]);

  await fill(within(dialog).getByLabelText('身份证号码'), ID);
  await view.user.click(okButton(dialog));
  expect(await within(dialog).findByText(`手机号码${taken}已登记`, {}, SLOW)).toBeInTheDocument();
  expect(within(dialog).getByLabelText('手机号码')).toHaveValue(taken);
  expect(within(dialog).getByLabelText('机主姓名')).toHaveValue('张三');
  expect(within(dialog).getByLabelText('身份证号码')).toHaveValue(ID);
  expect(dialog.querySelectorAll('.ant-upload-list-item-done')).toHaveLength(2);
  expect(explicitNumberTable.all().filter((r) => r.owner_name === '张三')).toEqual([]);
});

it('[ROUTES-CALLCENTRE-33] a new number waits for review; a holder name the review does not accept is refused with its reason, and cannot be enabled', async () => {
  const view = await openList();
  const dialog = await openAdd(view);
  await fillNumber(dialog, { phone: '13912345678', owner: 'Zhang San', id: ID });
  await choosePictures(view, dialog);
  await chooseStaff(view, dialog, db.findUser('admin')!.linkman);
  await view.user.click(okButton(dialog));
  expect(await screen.findByText('添加成功，号码审核中', {}, SLOW)).toBeInTheDocument();
  expect(explicitNumberTable.all().find((r) => r.phone === '13912345678')).toMatchObject({
    owner_name: 'Zhang San',
    id_card_no: ID,
    staff_id: 1,
    status: 0,
    audit_status: 0,
  });
  await waitFor(() => expect(within(rowOf('13912345678')).getByText('审核中')).toBeInTheDocument(), SLOW);
  await view.user.click(within(rowOf('13912345678')).getByRole('button', { name: '启用 13912345678' }));
  expect(await screen.findByText('号码审核中，审核通过后才能启用', {}, SLOW)).toBeInTheDocument();
  // the list asks again while a number is under review: the refusal shows up by itself
  await waitFor(
    () => expect(within(rowOf('13912345678')).getByText(`驳回原因：${REVIEW_REFUSAL}`)).toBeInTheDocument(),
    SLOW,
  );
  await view.user.click(within(rowOf('13912345678')).getByRole('button', { name: '启用 13912345678' }));
  expect(await screen.findByText('号码审核未通过，不能启用', {}, SLOW)).toBeInTheDocument();
  expect(explicitNumberTable.all().find((r) => r.phone === '13912345678')!.status).toBe(0);
});
