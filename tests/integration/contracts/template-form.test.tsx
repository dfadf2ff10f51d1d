import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { contractTemplateTable } from '@mocks/db/contracts';
import { nodeFile, pdfBytes } from '@tests/support/contract-files';
import { server } from '@mocks/node';
import { recordRequests } from '@tests/support/requests';
import { chooseOption } from '@tests/support/select-option';
import { SLOW, slowSuite } from '@tests/support/slow';
import { fill } from '../crm/fill';
import { openPage, recordMultipart, withNodeFiles, type View } from './support';

slowSuite();
withNodeFiles();

/** Picks files the way "all files" in the browser's picker does: whatever the input's accept says. */
const anyFile = userEvent.setup({ applyAccept: false, pointerEventsCheck: PointerEventsCheckLevel.Never });

const openForm = (search = '') =>
  openPage(`/contract/contractTPL/create${search}`, () =>
    expect(screen.getByRole('button', { name: /上传PDF|更换PDF/ })).toBeInTheDocument(),
  );
const pdfInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const save = (view: View) => view.user.click(screen.getByRole('button', { name: /保\s*存/ }));
const templateNamed = (name: string) => contractTemplateTable.all().find((t) => t.name === name);

async function uploadPdf(view: View, pages = 2, name = '采购合同.pdf') {
  await view.user.upload(pdfInput(), nodeFile(name, 'application/pdf', await pdfBytes(pages)));
  expect(await screen.findByText(`${name}，共${pages}页`, {}, SLOW)).toBeInTheDocument();
}

async function addField(view: View, row: number, name: string, type?: string) {
  await view.user.click(screen.getByRole('button', { name: /添加字段/ }));
  const field = await screen.findByLabelText(`字段名称 ${row}`);
  await fill(field, name);
  if (type) {
    await chooseOption(view.user, screen.getByLabelText(`字段类型 ${row}`), type);
  }
}

it('[CONTRACT-08][ROUTES-CALLCENTRE-40] a PDF over 10485760 bytes, or a file that is not a PDF, is refused before anything is sent', async () => {
  const view = await openForm();
  const requests = recordRequests();
  await view.user.upload(pdfInput(), nodeFile('大合同.pdf', 'application/pdf', { size: 10485761 }));
  expect(await screen.findByText('“大合同.pdf”超过10MB，不能上传')).toBeInTheDocument();
  await anyFile.upload(pdfInput(), nodeFile('合同.docx', 'application/msword', new Uint8Array([1, 2, 3])));
  expect(await screen.findByText('“合同.docx”不是PDF文件，只能上传PDF格式的合同')).toBeInTheDocument();
  expect(requests.received.filter((r) => r.path === 'contracts/file/upload')).toEqual([]);
  expect(document.querySelectorAll('.ant-upload-list-item')).toHaveLength(0);
});

it('[CONTRACT-06][ROUTES-CALLCENTRE-40] a PDF goes up as multipart file + scene=contract; the page count read from it is shown', async () => {
  const view = await openForm();
  const sent = recordMultipart('contracts/file/upload');
  await uploadPdf(view, 3);
  expect(sent).toEqual([
    { file: expect.objectContaining({ name: '采购合同.pdf', type: 'application/pdf' }), scene: 'contract' },
  ]);
});

type UploadAnswer = { code: number; msg: string; data: { url: string } | null };
const stopRecording: (() => void)[] = [];
afterEach(() => stopRecording.splice(0).forEach((stop) => stop()));

/** The answers `/api/<path>` gives from now on, as the console receives them (a live array). */
function recordAnswers(path: string): UploadAnswer[] {
  const answers: UploadAnswer[] = [];
  const listener = async ({ request, response }: { request: Request; response: Response }) => {
    if (new URL(request.url).pathname.endsWith(`/api/${path}`)) answers.push(await response.clone().json());
  };
  server.events.on('response:mocked', listener);
  stopRecording.push(() => server.events.removeListener('response:mocked', listener));
  return answers;
}

it('[CONTRACT-07] the PDF upload answers code, data.url and msg: a refusal’s msg is shown; the url answered is the template’s PDF', async () => {
  const view = await openForm();
  const answers = recordAnswers('contracts/file/upload');
  await fill(screen.getByLabelText('模板名称'), '采购合同');
  await view.user.upload(
    pdfInput(),
    nodeFile('假合同.pdf', 'application/pdf', new TextEncoder().encode('hi')),
  );
  await waitFor(() => expect(answers).toHaveLength(1), SLOW);
  expect(answers[0]!.code).not.toBe(0);
  expect(await screen.findByText(answers[0]!.msg, {}, SLOW)).toBeInTheDocument();
  await uploadPdf(view, 2);
  expect(answers[1]).toEqual({
    code: 0,
    msg: '上传成功',
    data: expect.objectContaining({ url: expect.stringMatching(/^\/demo-files\/contracts\//) }),
  });
  await save(view);
  await waitFor(() => expect(templateNamed('采购合同')).toBeDefined(), SLOW);
  expect(templateNamed('采购合同')!.file_url).toBe(answers[1]!.data!.url);
});

it('[ROUTES-CALLCENTRE-40] a readable-looking file that is not a PDF is refused by the server and the form keeps no file', async () => {
  const view = await openForm();
  await view.user.upload(
    pdfInput(),
    nodeFile('假合同.pdf', 'application/pdf', new TextEncoder().encode('hello')),
  );
  expect(await screen.findByText('文件不是有效的PDF，请上传PDF格式的合同', {}, SLOW)).toBeInTheDocument();
  await waitFor(() => expect(document.querySelectorAll('.ant-upload-list-item')).toHaveLength(0), SLOW);
});

it('[ROUTES-CALLCENTRE-40] saving needs a name and a PDF; repeated field names are refused; the form keeps what was typed', async () => {
  const view = await openForm();
  await save(view);
  expect(await screen.findByText('请输入模板名称')).toBeInTheDocument();
  expect(screen.getByText('请上传合同PDF')).toBeInTheDocument();

  await fill(screen.getByLabelText('模板名称'), '采购合同');
  await uploadPdf(view);
  await addField(view, 1, '客户名称');
  await addField(view, 2, '客户名称');
  await save(view);
  expect(await screen.findByText('字段名称“客户名称”重复', {}, SLOW)).toBeInTheDocument();
  expect(screen.getByLabelText('字段名称 2').closest('.ant-form-item')).toHaveClass(
    'ant-form-item-has-error',
  );
  expect(templateNamed('采购合同')).toBeUndefined();
  expect(screen.getByLabelText('模板名称')).toHaveValue('采购合同');
});

it('[ROUTES-CALLCENTRE-40] a name the server refuses (taken) is shown on the field and nothing typed is lost', async () => {
  const view = await openForm();
  await fill(screen.getByLabelText('模板名称'), '销售合同');
  await uploadPdf(view);
  await addField(view, 1, '乙方');
  await save(view);
  expect(await screen.findAllByText('模板“销售合同”已存在', {}, SLOW)).not.toHaveLength(0);
  expect(screen.getByLabelText('模板名称')).toHaveValue('销售合同');
  expect(screen.getByLabelText('字段名称 1')).toHaveValue('乙方');
  expect(screen.getByText('采购合同.pdf，共2页')).toBeInTheDocument();
});

it('[ROUTES-CALLCENTRE-40] saves a template with its PDF and fields, then edits it by ?id= (round trip)', async () => {
  const view = await openForm();
  await fill(screen.getByLabelText('模板名称'), '采购合同');
  await uploadPdf(view, 2);
  await addField(view, 1, '采购金额', '金额');
  await view.user.click(screen.getByLabelText('必填 1'));
  await addField(view, 2, '交货日期', '日期');
  await save(view);
  expect(await screen.findByText('添加成功', {}, SLOW)).toBeInTheDocument();
  await waitFor(() => expect(view.router.state.location.pathname).toBe('/contract/contractTPL/list'), SLOW);
  const saved = templateNamed('采购合同')!;
  expect(saved).toMatchObject({
    page_count: 2,
    file_name: '采购合同.pdf',
    fields: [
      { name: '采购金额', type: 'amount', required: true },
      { name: '交货日期', type: 'date', required: false },
    ],
  });

  await view.router.navigate(`/contract/contractTPL/create?id=${saved.id}`);
  expect(await screen.findByText('编辑合同模板', {}, SLOW)).toBeInTheDocument();
  expect(await screen.findByDisplayValue('采购金额')).toBeInTheDocument();
  expect(screen.getByText('采购合同.pdf，共2页')).toBeInTheDocument();
  await fill(screen.getByLabelText('模板名称'), '采购合同（2026版）');
  await fill(screen.getByLabelText('字段名称 2'), '交付日期');
  await save(view);
  expect(await screen.findByText('保存成功', {}, SLOW)).toBeInTheDocument();
  await waitFor(() => expect(contractTemplateTable.get(saved.id)!.name).toBe('采购合同（2026版）'), SLOW);
  expect(contractTemplateTable.get(saved.id)!.fields.map((f) => f.name)).toEqual(['采购金额', '交付日期']);
});

it('[ROUTES-CALLCENTRE-40] an unknown template id shows that the template does not exist', async () => {
  await openPage('/contract/contractTPL/create?id=999', () =>
    expect(screen.getAllByText('合同模板不存在').length).toBeGreaterThan(0),
  );
  expect(screen.getByRole('button', { name: '返回模板列表' })).toBeInTheDocument();
  expect(within(document.body).queryByRole('button', { name: /保\s*存/ })).toBeNull();
});
