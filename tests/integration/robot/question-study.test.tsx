import { screen, waitFor, within } from '@testing-library/react';
import { libraryTable } from '@mocks/db/robot-library';
import { renderApp } from '@tests/support/render-app';
import { searchForm, searchFormDrawn } from '@tests/support/search-form';
import { SLOW, slowSuite } from '@tests/support/slow';

slowSuite({ queries: true });

const rowsOf = () => screen.getAllByRole('row').filter((r) => r.classList.contains('ant-table-row'));
const rowWith = (text: string) => rowsOf().find((r) => within(r).queryByText(text));

const keywordField = () =>
  within(searchForm())
    .getByText('客户说法', { selector: 'label' })
    .closest<HTMLElement>('.ant-form-item')!
    .querySelector('input')!;

async function openStudy(id = 1) {
  const view = renderApp(undefined, { user: 'admin', url: `/voice/dialogue/questionStudy?id=${id}` });
  await waitFor(() => expect(rowsOf().length).toBeGreaterThan(3), SLOW);
  return view;
}

describe('robot question learning', () => {
  it('[ROUTES-ROBOT-05] /voice/dialogue/questionStudy groups unmatched words with counts, reasons and example calls', async () => {
    const { user } = await openStudy();
    const counts = rowsOf().map((r) => Number(within(r).getAllByRole('cell')[2]!.textContent));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const row = rowWith('你们有线下门店吗')!;
    expect(within(row).getByText('答非所问')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /展开|expand/i }));
    expect((await screen.findAllByText('客户：你们有线下门店吗')).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/^机器人：/).length).toBeGreaterThan(1);
    expect(screen.getAllByText(/^通话 \d+ · /).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('radio', { name: '未识别' }));
    await waitFor(() => expect(rowsOf().every((r) => within(r).queryByText('未识别'))).toBe(true), SLOW);
  }, 60_000);

  it('adds a group as a similar question of a KB entry; the list updates', async () => {
    const { user } = await openStudy();
    // the row's actions are buttons named with the customer's words: reached and pressed by keyboard
    within(rowWith('你们有线下门店吗')!).getByRole('button', { name: '加入知识库 你们有线下门店吗' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '加入知识库' });
    expect(within(dialog).getByLabelText('作为相似问题')).toHaveValue('你们有线下门店吗');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    expect(await within(dialog).findByText('请选择知识库问题')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: '知识库问题' }));
    await user.click(await screen.findByTitle('你们公司在哪里'));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    expect(await screen.findByText('学习成功', {}, SLOW)).toBeInTheDocument();
    expect(libraryTable.all().find((e) => e.sc_id === 1 && e.name === '你们公司在哪里')!.similar).toContain(
      '你们有线下门店吗',
    );
    await waitFor(() => expect(rowWith('你们有线下门店吗')).toBeUndefined(), SLOW);
  }, 60_000);

  it('adds a group as keywords of a branch, or ignores it', async () => {
    const { user } = await openStudy(4);
    const first = within(rowsOf()[0]!).getAllByRole('cell')[1]!.textContent!;
    await user.click(within(rowsOf()[0]!).getByRole('button', { name: `加入分支 ${first}` }));
    const dialog = await screen.findByRole('dialog', { name: '加入分支' });
    await user.click(within(dialog).getByRole('combobox', { name: '分支' }));
    await user.click(await screen.findByTitle('否定'));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    expect(await screen.findByText('学习成功', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(rowWith(first)).toBeUndefined(), SLOW);

    const next = within(rowsOf()[0]!).getAllByRole('cell')[1]!.textContent!;
    await user.click(within(rowsOf()[0]!).getByRole('button', { name: `忽略 ${next}` }));
    expect(await screen.findByText('已忽略', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(rowWith(next)).toBeUndefined(), SLOW);
  }, 60_000);

  it('[ROUTES-ROBOT-05] the reason and the search land in the URL, and the address alone restores them and their rows', async () => {
    const first = await openStudy();
    await first.user.click(screen.getByRole('radio', { name: '答非所问' }));
    await waitFor(() =>
      expect(new URLSearchParams(first.router.state.location.search).get('reason')).toBe('offTopic'),
    );
    await searchFormDrawn();
    await first.user.type(keywordField(), '门店');
    await first.user.click(within(searchForm()).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(new URLSearchParams(first.router.state.location.search).get('keyword')).toBe('门店'),
    );
    const params = new URLSearchParams(first.router.state.location.search);
    expect(params.get('id')).toBe('1');
    expect(params.get('reason')).toBe('offTopic');
    await waitFor(
      () =>
        expect(rowsOf().map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual([
          '你们有线下门店吗',
        ]),
      SLOW,
    );
    first.unmount();

    renderApp(undefined, { user: 'admin', url: `/voice/dialogue/questionStudy?${params.toString()}` });
    await waitFor(() => expect(rowsOf()).toHaveLength(1), SLOW);
    expect(within(rowsOf()[0]!).getByText('你们有线下门店吗')).toBeInTheDocument();
    expect(within(rowsOf()[0]!).getByText('答非所问')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '答非所问' })).toBeChecked();
    await searchFormDrawn();
    expect(keywordField()).toHaveValue('门店');
  }, 90_000);
});
