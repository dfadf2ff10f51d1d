import { screen, within } from '@testing-library/react';
import { renderApp } from '@tests/support/render-app';
import { SLOW } from '@tests/support/slow';

/** A row's cells under their column titles. */
function cellsByTitle(table: HTMLElement, row: HTMLElement) {
  const titles = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent ?? '');
  const cells = within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent ?? '');
  return Object.fromEntries(titles.map((title, i) => [title, cells[i]]));
}

it('[ROUTES-QUALITY-10] the task report shows - as the pass rate and average of a project never run, figures for one that ran', async () => {
  renderApp(undefined, { user: 'admin', url: '/monitor/report_center/task_report' });
  const never = (await screen.findByRole('cell', { name: '营销合规专项' }, SLOW)).closest(
    'tr',
  ) as HTMLElement;
  const table = never.closest('table') as HTMLElement;
  expect(cellsByTitle(table, never)).toMatchObject({ 抽检: '0', 合格率: '-', 平均分: '-' });

  const ran = screen.getByRole('cell', { name: '坐席通话抽检' }).closest('tr') as HTMLElement;
  const figures = cellsByTitle(table, ran);
  expect(figures['合格率']).toMatch(/^\d+(\.\d)?%$/);
  expect(figures['平均分']).toMatch(/^\d+(\.\d)?$/);
}, 120_000);
