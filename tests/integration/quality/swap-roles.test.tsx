import { screen, waitFor, within } from '@testing-library/react';
import { transcriptOf } from '@mocks/db/quality-calls';
import { qualityRoleSwapTable } from '@mocks/db/quality-role-swaps';
import { allResults, resultById } from '@mocks/db/quality-view';
import { formatTime } from '@/components/recording-player';
import { renderApp } from '@tests/support/render-app';
import { SLOW, slowSuite } from '@tests/support/slow';

slowSuite();

const ROLE = { 1: '坐席', 2: '客户' } as const;
/** The drawn lines' labels (time and side), in order: jsdom draws the top of the virtualized transcript. */
const labels = () =>
  within(screen.getByRole('list', { name: '通话文本' }))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('aria-label'));
const totalScore = () => screen.getByText('总分').closest('.ant-statistic')!.textContent;

it('[ROUTES-QUALITY-02] 交换左右角色 swaps every line’s 坐席/客户 and inspects the call again on the corrected roles', async () => {
  // an unreviewed result of project 1 (the admin reviews it) where the agent said a forbidden word early on
  const view = allResults(1).find(
    (v) => v.review_status === 0 && v.hits.some((h) => h.rule_id === 2 && h.index >= 0 && h.index < 10),
  )!;
  const detail = transcriptOf(view.call.id);
  const shown = (flip: boolean) =>
    detail
      .slice(0, 5)
      .map((l) => `${formatTime(l.start_ms / 1000)} ${ROLE[(flip ? 3 - l.role : l.role) as 1 | 2]}`);
  const { user } = renderApp(undefined, { user: 'admin', url: `/monitor/call/monitor_detail?id=${view.id}` });
  await screen.findByRole('list', { name: '通话文本' }, SLOW);
  expect(labels().slice(0, 5)).toEqual(shown(false));
  expect(totalScore()).toContain(String(view.score));
  const hits = screen.getByRole('region', { name: '命中规则' });
  expect(within(hits).getAllByText('服务禁语').length).toBeGreaterThan(0);

  await user.click(screen.getByRole('button', { name: /交换左右角色/ }));

  expect(await screen.findByText('已交换左右角色并重新质检', {}, SLOW)).toBeInTheDocument();
  await waitFor(() => expect(labels().slice(0, 5)).toEqual(shown(true)), SLOW);
  expect(screen.getByText('角色已交换')).toBeInTheDocument();
  const rescored = resultById(view.id)!;
  expect(rescored.score).not.toBe(view.score);
  await waitFor(() => expect(totalScore()).toContain(String(rescored.score)), SLOW);
  expect(within(hits).queryByText('服务禁语')).not.toBeInTheDocument();
  expect(qualityRoleSwapTable.get(view.call.id)).toBeDefined();
});

it('[ROUTES-QUALITY-02] the agent reading their own call is not offered 交换左右角色 (a reviewer’s correction)', async () => {
  const own = allResults(1).find((v) => v.call.staff_id === 2)!;
  renderApp(undefined, { user: 'agent', url: `/monitor/call/monitor_detail?id=${own.id}` });
  await screen.findByRole('list', { name: '通话文本' }, SLOW);
  expect(screen.queryByRole('button', { name: /交换左右角色/ })).not.toBeInTheDocument();
});
