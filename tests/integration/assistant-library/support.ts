import { screen, within } from '@testing-library/react';
import { DEFAULT_PAGE_SIZE } from '@/components/data-table';
import { library } from '@mocks/db/assistant-library';
import { planTable } from '@mocks/db/flows';

export const rowsOf = () => screen.getAllByRole('row').filter((r) => r.classList.contains('ant-table-row'));
/** The rows the first page of a list of `total` shows (10 a page, spec §9). */
export const firstPage = (total: number) => Math.min(total, DEFAULT_PAGE_SIZE);
export const rowOf = (text: string) => rowsOf().find((r) => within(r).queryByText(text))!;

/** The plan the screens open with: the first of the plan list (newest change first). */
export const firstPlan = () =>
  planTable.list(undefined, (a, b) => b.updated_at.localeCompare(a.updated_at) || b.id - a.id)[0]!;

export const categoriesOf = (sc_id: number) => library().categories.filter((c) => c.sc_id === sc_id);
export const entriesOf = (category_id: number) =>
  library().entries.filter((e) => e.category_id === category_id);

/** The rows of a group panel (全部 first) as `name count`. */
export const panelRows = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((o) => o.textContent);
