import { screen, waitFor, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import ExcelJS from 'exceljs';
import { libraryTable } from '@mocks/db/robot-library';
import { renderApp } from '@tests/support/render-app';
import { SLOW, slowSuite } from '@tests/support/slow';

slowSuite({ queries: true });

const rowsOf = () => screen.getAllByRole('row').filter((r) => r.classList.contains('ant-table-row'));
const rowWith = (text: string) => rowsOf().find((r) => within(r).queryByText(text));

async function openRepository(id: number) {
  const view = renderApp(undefined, { user: 'admin', url: `/voice/dialogue/repository?id=${id}` });
  await waitFor(() => expect(rowsOf().length).toBeGreaterThan(0), SLOW);
  return view;
}

async function sheet(rows: (string | number)[][]): Promise<File> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('知识库');
  ws.addRow(['问题', '问题类型', '相似问题', '匹配规则', '答案']);
  rows.forEach((r) => ws.addRow(r));
  const buffer = await workbook.xlsx.writeBuffer();
  // jsdom's File cannot be read (no arrayBuffer()); Node's can, like a browser's
  return new NodeFile([new Uint8Array(buffer)], 'kb.xlsx') as unknown as File;
}

describe('robot knowledge base', () => {
  it('[ROUTES-ROBOT-04] [CONST-09] /voice/dialogue/repository lists the questions with type 通用问题 or 业务问题, and searches', async () => {
    const { user } = await openRepository(1);
    expect(screen.getByRole('menuitem', { name: '知识库' })).toHaveClass('ant-menu-item-selected');
    const first = libraryTable.list((e) => e.sc_id === 1);
    expect(rowsOf()).toHaveLength(first.length);
    expect(within(rowWith('利息怎么算')!).getByText('业务问题')).toBeInTheDocument();
    expect(within(rowWith('你们公司在哪里')!).getByText('通用问题')).toBeInTheDocument();
    await user.type(await screen.findByPlaceholderText('搜索问题、相似问题、答案'), '公司地址{Enter}');
    await waitFor(() => expect(rowsOf()).toHaveLength(1), SLOW);
    expect(rowWith('你们公司在哪里')).toBeDefined();
  });

  it('adds a question with similar phrasings (required fields first), edits and deletes it', async () => {
    const { user } = await openRepository(1);
    await user.click(screen.getByRole('button', { name: /新增问题/ }));
    const drawer = await screen.findByRole('dialog', { name: '新增问题' });
    await user.click(within(drawer).getByRole('button', { name: /确\s*定/ }));
    expect(await within(drawer).findByText('请输入问题')).toBeInTheDocument();
    expect(within(drawer).getByText('请输入匹配规则')).toBeInTheDocument();
    expect(within(drawer).getByText('请输入答案')).toBeInTheDocument();

    await user.type(within(drawer).getByLabelText('问题'), '可以分期吗');
    await user.click(within(drawer).getByLabelText('业务问题'));
    await user.type(within(drawer).getByRole('combobox', { name: '相似问题' }), '能不能分期{Enter}');
    await user.type(within(drawer).getByRole('combobox', { name: '匹配规则' }), '分期{Enter}');
    await user.type(within(drawer).getByLabelText('答案'), '可以分12期。');
    await user.click(within(drawer).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('添加成功！', {}, SLOW)).toBeInTheDocument();
    const saved = libraryTable.all().find((e) => e.name === '可以分期吗')!;
    expect(saved).toMatchObject({ sc_id: 1, type: 1, similar: ['能不能分期'], keyWorldList: ['分期'] });
    await waitFor(() => expect(rowWith('可以分期吗')).toBeDefined(), SLOW);

    // the row's actions are buttons named with the question: reached and pressed by keyboard
    within(rowWith('可以分期吗')!).getByRole('button', { name: '编辑 可以分期吗' }).focus();
    await user.keyboard('{Enter}');
    const edit = await screen.findByRole('dialog', { name: '编辑问题' });
    await user.clear(within(edit).getByLabelText('答案'));
    await user.type(within(edit).getByLabelText('答案'), '最多24期。');
    await user.click(within(edit).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('更新成功！', {}, SLOW)).toBeInTheDocument();
    expect(libraryTable.get(saved.id)!.content).toBe('最多24期。');

    await waitFor(
      () => expect(within(rowWith('可以分期吗')!).getByText('最多24期。')).toBeInTheDocument(),
      SLOW,
    );
    within(rowWith('可以分期吗')!).getByRole('button', { name: '删除 可以分期吗' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('确认删除吗？')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    expect(await screen.findByText('删除成功!', {}, SLOW)).toBeInTheDocument();
    expect(libraryTable.get(saved.id)).toBeUndefined();
  }, 120_000);

  it('a failed save keeps the form as typed: a duplicate question is marked on its field', async () => {
    const { user } = await openRepository(1);
    await user.click(screen.getByRole('button', { name: /新增问题/ }));
    const drawer = await screen.findByRole('dialog', { name: '新增问题' });
    await user.type(within(drawer).getByLabelText('问题'), '利息怎么算');
    await user.type(within(drawer).getByRole('combobox', { name: '匹配规则' }), '利息{Enter}');
    await user.type(within(drawer).getByLabelText('答案'), '新的答案');
    await user.click(within(drawer).getByRole('button', { name: /确\s*定/ }));
    expect(await within(drawer).findByText('问题已存在', {}, SLOW)).toBeInTheDocument();
    expect(within(drawer).getByLabelText('答案')).toHaveValue('新的答案');
  }, 60_000);

  it('imports questions from Excel and reports each bad row with its number and reason', async () => {
    const file = await sheet([
      ['有优惠吗', '业务问题', '有没有优惠|打折吗', '优惠|打折', '新客首年免费。'],
      ['', '0', '', '', '缺问题'],
      ['类型不对', '7', '', '', '答'],
    ]);
    const { user } = await openRepository(2);
    await user.click(screen.getByRole('button', { name: /导\s*入/ }));
    const dialog = await screen.findByRole('dialog', { name: '导入知识库' });
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type=file]')!, file);
    await user.click(within(dialog).getByRole('button', { name: /开始导入/ }));
    expect(await within(dialog).findByText('共 3 条，成功 1 条，失败 2 条', {}, SLOW)).toBeInTheDocument();
    const report = within(dialog).getByText('导入错误报告').closest<HTMLElement>('.ant-table-wrapper')!;
    const failed = within(report)
      .getAllByRole('row')
      .filter((r) => r.classList.contains('ant-table-row'))
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(failed).toEqual([
      ['3', '请输入问题'],
      ['4', '问题类型应为0（通用问题）或1（业务问题）'],
    ]);
    expect(libraryTable.all().find((e) => e.sc_id === 2 && e.name === '有优惠吗')).toMatchObject({
      type: 1,
      similar: ['有没有优惠', '打折吗'],
    });
  }, 60_000);

  it('an experience script the company does not own shows its questions without add, import, edit or delete', async () => {
    await openRepository(5);
    expect(screen.queryByRole('button', { name: /新增问题/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /导\s*入/ })).not.toBeInTheDocument();
    expect(screen.queryByText('编辑', { selector: 'td a' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /导\s*出/ })).toBeInTheDocument();
  });
});
