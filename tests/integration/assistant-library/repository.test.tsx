import { screen, waitFor, within } from '@testing-library/react';
import { library } from '@mocks/db/assistant-library';
import { renderApp } from '@tests/support/render-app';
import { fill } from '../crm/fill';
import { SLOW, button, categoriesOf, entriesOf, firstPlan, panelRows, rowOf, rowsOf } from './support';

jest.setTimeout(240_000);

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
    await waitFor(() => expect(rowsOf()).toHaveLength(total), SLOW);

    // a category on the left filters the list and is kept in the URL
    const second = categories[1]!;
    await user.click(within(screen.getByRole('listbox', { name: '知识分类' })).getByText(second.name));
    await waitFor(() => expect(rowsOf()).toHaveLength(entriesOf(second.id).length), SLOW);
    expect(router.state.location.search).toContain(`category_id=${second.id}`);
    for (const e of entriesOf(second.id)) expect(rowOf(e.name)).toBeTruthy();

    // a keyword (a similar question) finds the entry it belongs to
    await user.click(within(screen.getByRole('listbox', { name: '知识分类' })).getByText('全部'));
    await fill(screen.getByPlaceholderText('问题、相似问法或答案'), '多少钱');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(rowsOf()).toHaveLength(1), SLOW);
    expect(within(rowsOf()[0]!).getByText('价格是多少？')).toBeInTheDocument();
    expect(router.state.location.search).toContain('keyword=');
  });
});
