import { screen, waitFor, within } from '@testing-library/react';
import { library } from '@mocks/db/assistant-library';
import { failUntil } from '@tests/support/overrides';
import { renderApp } from '@tests/support/render-app';
import { fill } from '../crm/fill';
import { button } from '@tests/support/buttons';
import { SLOW, slowSuite } from '@tests/support/slow';
import { categoriesOf, entriesOf, firstPage, firstPlan, panelRows, rowOf, rowsOf } from './support';

// the plan tabs lead to the flow editor, whose canvas needs a real browser
jest.mock('@/features/flow-editor/components/FlowCanvas', () =>
  jest.requireActual('@tests/support/flow-canvas-stub'),
);
slowSuite();

const URL = '/assistant/speech/repository';

describe('/assistant/speech/repository — knowledge base', () => {
  it('[ROUTES-ASSISTANT-02] shows the knowledge base of the first plan: categories with counts, entries, search by keyword and category', async () => {
    const { user, router } = renderApp(undefined, { user: 'admin', url: URL });
    const plan = firstPlan();
    const categories = categoriesOf(plan.id);
    await waitFor(() => expect(panelRows('知识分类')).toHaveLength(categories.length + 1), SLOW);
    const total = library().entries.filter((e) => e.sc_id === plan.id).length;
    expect(panelRows('知识分类')).toEqual([
      `全部${total}`,
      ...categories.map((c) => `${c.name}${entriesOf(c.id).length}`),
    ]);
    expect(screen.getByRole('combobox', { name: '辅助方案' }).closest('.ant-select')).toHaveTextContent(
      plan.name,
    );
    await waitFor(() => expect(rowsOf()).toHaveLength(firstPage(total)), SLOW);
    expect(screen.getByText(`第 1-${firstPage(total)} 条/总共 ${total} 条`)).toBeInTheDocument();

    // a category on the left filters the list and is kept in the URL
    const second = categories[1]!;
    await user.click(within(screen.getByRole('list', { name: '知识分类' })).getByText(second.name));
    await waitFor(() => expect(rowsOf()).toHaveLength(firstPage(entriesOf(second.id).length)), SLOW);
    expect(router.state.location.search).toContain(`category_id=${second.id}`);
    for (const e of entriesOf(second.id)) expect(rowOf(e.name)).toBeTruthy();

    // a keyword (a similar question) finds the entry it belongs to
    await user.click(within(screen.getByRole('list', { name: '知识分类' })).getByText('全部'));
    await fill(screen.getByPlaceholderText('问题、相似问法或答案'), '多少钱');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(rowsOf()).toHaveLength(1), SLOW);
    expect(within(rowsOf()[0]!).getByText('价格是多少？')).toBeInTheDocument();
    expect(router.state.location.search).toContain('keyword=');
  });

  it('the list waits for the categories it is drawn from; categories that fail to load say so, and 重试 loads them', async () => {
    const categories = failUntil('assistant/category/list', { code: 500, msg: '服务繁忙' });
    const { user } = renderApp(undefined, { user: 'admin', url: URL });
    expect(await screen.findByText('知识分类加载失败', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // a table's wait is not the page's: the end-to-end journeys take that placeholder for code still loading
    expect(document.querySelector('.page-fallback')).toBeNull();
    categories.recover();
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    const plan = firstPlan();
    await waitFor(
      () =>
        expect(rowsOf()).toHaveLength(firstPage(library().entries.filter((e) => e.sc_id === plan.id).length)),
      SLOW,
    );
    expect(panelRows('知识分类')).toHaveLength(categoriesOf(plan.id).length + 1);
    expect(screen.queryByText('知识分类加载失败')).not.toBeInTheDocument();
  });
});

describe('knowledge categories', () => {
  it('adds and renames a category (names unique in the plan); one with entries cannot be deleted and says why; an empty one is deleted after 确认删除吗？', async () => {
    const { user } = renderApp(undefined, { user: 'admin', url: URL });
    const plan = firstPlan();
    const [full] = categoriesOf(plan.id);
    const panel = () => screen.getByRole('list', { name: '知识分类' });
    await waitFor(() => expect(within(panel()).getByText(full!.name)).toBeInTheDocument(), SLOW);

    await user.click(screen.getByRole('button', { name: /新\s?增$/ }));
    let dialog = await screen.findByRole('dialog', { name: '新增分类' });
    await user.click(button('确定', dialog));
    expect(await within(dialog).findByText('请输入名称')).toBeInTheDocument();
    await fill(within(dialog).getByLabelText('分类名称'), '类'.repeat(21));
    expect(await within(dialog).findByText('名称不能超过20个字符')).toBeInTheDocument();
    await fill(within(dialog).getByLabelText('分类名称'), full!.name);
    await user.click(button('确定', dialog));
    expect((await screen.findAllByText('分类名称已存在', {}, SLOW)).length).toBeGreaterThan(0);
    // under the field too, with the name kept
    expect(await within(dialog).findByText('分类名称已存在')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('分类名称')).toHaveValue(full!.name);
    await fill(within(dialog).getByLabelText('分类名称'), '活动答疑');
    await user.click(button('确定', dialog));
    await waitFor(() => expect(within(panel()).getByText('活动答疑')).toBeInTheDocument(), SLOW);
    expect(categoriesOf(plan.id).map((c) => c.name)).toContain('活动答疑');

    await user.click(within(panel()).getByRole('button', { name: '重命名 活动答疑' }));
    dialog = await screen.findByRole('dialog', { name: '重命名分类' });
    expect(within(dialog).getByLabelText('分类名称')).toHaveValue('活动答疑');
    await fill(within(dialog).getByLabelText('分类名称'), '促销活动');
    await user.click(button('确定', dialog));
    await waitFor(() => expect(within(panel()).getByText('促销活动')).toBeInTheDocument(), SLOW);

    // a category that still holds entries: the delete button explains instead of deleting
    const count = entriesOf(full!.id).length;
    await user.click(within(panel()).getByRole('button', { name: `删除 ${full!.name}` }));
    expect(
      await screen.findByText(`该分类下还有${count}条知识，请先删除或移到其他分类后再删除`),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /知道了/ }));
    expect(categoriesOf(plan.id).some((c) => c.id === full!.id)).toBe(true);

    await user.click(within(panel()).getByRole('button', { name: '删除 促销活动' }));
    const confirm = (await screen.findByText('确认删除吗？')).closest('.ant-popover') as HTMLElement;
    await user.click(button('确定', confirm));
    expect(await screen.findByText('删除成功!', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(within(panel()).queryByText('促销活动')).toBeNull(), SLOW);
    expect(categoriesOf(plan.id).map((c) => c.name)).not.toContain('促销活动');
  });

  it('another plan shows its own knowledge base and is kept in the URL; the plan tabs lead to its flow', async () => {
    const { user, router } = renderApp(undefined, { user: 'admin', url: URL });
    const other = (await import('@mocks/db/flows')).planTable.list((p) => p.id !== firstPlan().id)[0]!;
    await waitFor(() => expect(panelRows('知识分类').length).toBeGreaterThan(1), SLOW);
    await user.click(screen.getByRole('combobox', { name: '辅助方案' }));
    await user.click(await screen.findByTitle(other.name));
    await waitFor(() => expect(router.state.location.search).toBe(`?id=${other.id}`), SLOW);
    const total = library().entries.filter((e) => e.sc_id === other.id).length;
    await waitFor(() => expect(panelRows('知识分类')[0]).toBe(`全部${total}`), SLOW);
    // paging or filtering keeps the chosen plan
    const c = categoriesOf(other.id)[2]!;
    await user.click(within(screen.getByRole('list', { name: '知识分类' })).getByText(c.name));
    await waitFor(
      () => expect(router.state.location.search).toBe(`?id=${other.id}&category_id=${c.id}`),
      SLOW,
    );
    await waitFor(() => expect(rowsOf()).toHaveLength(firstPage(entriesOf(c.id).length)), SLOW);
    await user.click(screen.getByRole('menuitem', { name: '流程' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/assistant/speech/stage'), SLOW);
    expect(router.state.location.search).toBe(`?id=${other.id}`);
  });
});
