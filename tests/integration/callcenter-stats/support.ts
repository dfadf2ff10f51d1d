import { screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { getInstanceByDom } from 'echarts/core';
import { daysBetween } from '@mocks/db/stats-random';
import { seatsIn } from '@mocks/db/stats-seats';
import { gridOf, seatFigures, totalFigures, type Figures } from '@mocks/db/stats-sum';

export const day = (ago: number) => dayjs().subtract(ago, 'day').format('YYYY-MM-DD');

/** What the demo backend sums for everyone (the admin's scope) over `from` … `to`. */
export function expectedTotal(from: string, to: string): Figures {
  return totalFigures(gridOf(seatsIn(null), daysBetween(from, to)));
}

/** Every seat's figures over a range, busiest first (the by-agent rows). */
export function expectedAgents(from: string, to: string) {
  const seats = seatsIn(null);
  const grid = gridOf(seats, daysBetween(from, to));
  return seats
    .map((s, i) => ({ id: s.id, name: s.name, department_id: s.department_id, ...seatFigures(grid, i) }))
    .sort((a, b) => b.calls - a.calls);
}

export const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)}%`;

export const hms = (seconds: number) =>
  `${Math.floor(seconds / 3600)}:${String(Math.floor((seconds % 3600) / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/** The body rows of the table in `scope`, as their cells' texts. */
export const tableRows = (scope: HTMLElement = document.body) =>
  within(scope)
    .getAllByRole('row')
    .filter((r) => r.classList.contains('ant-table-row'))
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent ?? ''),
    );

/** The table's summary row (合计, in its footer), as its cells' texts. */
export const totalRow = () =>
  within(screen.getByRole('row', { name: /^合计/ }))
    .getAllByRole('cell')
    .map((c) => c.textContent ?? '');

/** The option a chart was drawn with, read from its live echarts instance. */
export function chartOption<T>(chart: HTMLElement): T {
  return getInstanceByDom(chart)!.getOption() as T;
}
