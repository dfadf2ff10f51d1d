import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { library } from '@mocks/db/assistant-library';
import { renderApp } from '@tests/support/render-app';
import { fill } from '../crm/fill';
import { button } from '@tests/support/buttons';
import { SLOW, slowSuite } from '@tests/support/slow';
import { categoriesOf, firstPlan, rowOf, rowsOf } from './support';

slowSuite();

const entryNamed = (name: string) => library().entries.find((e) => e.name === name);

async function openDrawer() {
  const view = renderApp(undefined, { user: 'admin', url: '/assistant/speech/repository' });
  await waitFor(() => expect(rowsOf().length).toBeGreaterThan(0), SLOW);
  await view.user.click(screen.getByRole('button', { name: /新增知识/ }));
  const drawer = await screen.findByRole('dialog', { name: '新增知识' });
  return { ...view, drawer };
}

/** Adds a similar question the way a user does: type it into the tags field and press Enter. */
function addTag(field: HTMLElement, text: string) {
  fireEvent.change(field, { target: { value: text } });
  fireEvent.keyDown(field, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

describe('knowledge entry drawer', () => {
  it('checks what it saves: question required, at least one title/content pair, title at most 50 and content at most 500 characters', async () => {
    const { user, drawer } = await openDrawer();
    // the first (and only) pair cannot be removed: an entry has at least one
    expect(within(drawer).getByRole('button', { name: '删除第1组' })).toBeDisabled();
    await user.click(button('确定', drawer));
    expect(await within(drawer).findByText('请输入问题')).toBeInTheDocument();
    expect(within(drawer).getByText('请输入标题')).toBeInTheDocument();
    expect(within(drawer).getByText('请输入内容')).toBeInTheDocument();

    await fill(within(drawer).getByLabelText('第1组 标题'), '标'.repeat(51));
    expect(await within(drawer).findByText('标题不能超过50个字符')).toBeInTheDocument();
    await fill(within(drawer).getByLabelText('第1组 内容'), '答'.repeat(501));
    expect(await within(drawer).findByText('内容不能超过500个字符')).toBeInTheDocument();
    await fill(within(drawer).getByLabelText('问题'), '问'.repeat(51));
    expect(await within(drawer).findByText('问题不能超过50个字符')).toBeInTheDocument();
    await fill(within(drawer).getByLabelText('第1组 标题'), '标'.repeat(50));
    await waitFor(() => expect(within(drawer).queryByText('标题不能超过50个字符')).toBeNull());
    expect(library().entries.some((e) => e.name.startsWith('问问'))).toBe(false);
  });

  it("[ROUTES-ASSISTANT-02] a category chosen while the drawer is open (a late route change, back) becomes the new entry's category and keeps what was typed", async () => {
    const { drawer, router } = await openDrawer();
    const [first, second] = categoriesOf(firstPlan().id);
    const category = () => within(drawer).getByRole('combobox', { name: '所属分类' }).closest('.ant-select');
    expect(category()).toHaveTextContent(first!.name);
    await fill(within(drawer).getByLabelText('问题'), '能开发票吗？');
    await act(() => router.navigate(`/assistant/speech/repository?category_id=${second!.id}`));
    await waitFor(() => expect(category()).toHaveTextContent(second!.name));
    expect(within(drawer).getByLabelText('问题')).toHaveValue('能开发票吗？');
  });

  it('adds an entry with similar questions and two title/content pairs, edits it, and deletes it after 确认删除吗？', async () => {
    const { user, drawer } = await openDrawer();
    const category = categoriesOf(firstPlan().id)[0]!;
    expect(
      within(drawer).getByRole('combobox', { name: '所属分类' }).closest('.ant-select'),
    ).toHaveTextContent(category.name);
    await fill(within(drawer).getByLabelText('问题'), '能开发票吗？');
    addTag(within(drawer).getByRole('combobox', { name: '相似问法' }), '开票');
    addTag(within(drawer).getByRole('combobox', { name: '相似问法' }), '要发票');
    await fill(within(drawer).getByLabelText('第1组 标题'), '发票类型');
    await fill(within(drawer).getByLabelText('第1组 内容'), '可开具增值税专用发票和普通发票。');
    await user.click(within(drawer).getByRole('button', { name: /添加一组标题和内容/ }));
    await fill(await within(drawer).findByLabelText('第2组 标题'), '开票时间');
    await fill(within(drawer).getByLabelText('第2组 内容'), '付款后五个工作日内寄出。');
    await user.click(button('确定', drawer));
    expect(await screen.findByText('添加成功', {}, SLOW)).toBeInTheDocument();
    expect(entryNamed('能开发票吗？')).toMatchObject({
      category_id: category.id,
      keywords: ['开票', '要发票'],
      content: [
        { title: '发票类型', content: '可开具增值税专用发票和普通发票。' },
        { title: '开票时间', content: '付款后五个工作日内寄出。' },
      ],
    });
    await waitFor(() => expect(rowOf('能开发票吗？')).toBeTruthy(), SLOW);

    // edit: the drawer holds the saved pairs; dropping the second one saves one
    // the row's actions are buttons named with the question: reached and pressed by keyboard
    within(rowOf('能开发票吗？')).getByRole('button', { name: '编辑 能开发票吗？' }).focus();
    await user.keyboard('{Enter}');
    const edit = await screen.findByRole('dialog', { name: '编辑知识' });
    expect(within(edit).getByLabelText('第2组 标题')).toHaveValue('开票时间');
    await user.click(within(edit).getByRole('button', { name: '删除第2组' }));
    await waitFor(() => expect(within(edit).queryByLabelText('第2组 标题')).toBeNull());
    await user.click(button('确定', edit));
    expect(await screen.findByText('更新成功', {}, SLOW)).toBeInTheDocument();
    expect(entryNamed('能开发票吗？')?.content).toEqual([
      { title: '发票类型', content: '可开具增值税专用发票和普通发票。' },
    ]);

    await user.click(within(rowOf('能开发票吗？')).getByRole('button', { name: '删除 能开发票吗？' }));
    const confirm = (await screen.findByText('确认删除吗？')).closest('.ant-popover') as HTMLElement;
    await user.click(button('确定', confirm));
    expect(await screen.findByText('删除成功!', {}, SLOW)).toBeInTheDocument();
    expect(entryNamed('能开发票吗？')).toBeUndefined();
    await waitFor(
      () => expect(rowsOf().some((r) => r.textContent?.includes('能开发票吗？'))).toBe(false),
      SLOW,
    );
  });

  it('a question the plan already has is refused under the field, and nothing typed is lost', async () => {
    const { user, drawer } = await openDrawer();
    await fill(within(drawer).getByLabelText('问题'), '价格是多少？');
    await fill(within(drawer).getByLabelText('第1组 标题'), '报价');
    await fill(within(drawer).getByLabelText('第1组 内容'), '以方案报价为准。');
    await user.click(button('确定', drawer));
    await waitFor(() => expect(within(drawer).getByText('该问题已存在')).toBeInTheDocument(), SLOW);
    expect(within(drawer).getByLabelText('第1组 内容')).toHaveValue('以方案报价为准。');
    expect(
      library().entries.filter((e) => e.name === '价格是多少？' && e.sc_id === firstPlan().id),
    ).toHaveLength(1);
  });
});
