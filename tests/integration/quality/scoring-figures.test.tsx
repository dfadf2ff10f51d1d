import { screen, waitFor, within } from '@testing-library/react';
import { firstReportRange } from '@/features/quality/report-prefetch';
import { qualityReviewTable } from '@mocks/db/quality-results';
import { allResults, type ResultView } from '@mocks/db/quality-view';
import { dayOf, formatTime } from '@mocks/kit/time';
import { staffName } from '@mocks/db/staff';
import { renderApp } from '@tests/support/render-app';
import { SLOW } from '@tests/support/slow';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** A result of project 1 (the demo admin reviews it) where one rule hit several sentences. */
function repeatedRule(keep: (v: ResultView) => boolean = () => true) {
  for (const v of allResults(1).filter(keep)) {
    const rule = v.rules.find((r) => r.hit_count >= 2 && r.points < 0 && v.hits.every((h) => h.index >= 0));
    if (rule) return { view: v, rule };
  }
  throw new Error('no call with a rule hitting twice');
}

it('[ROUTES-QUALITY-02] the detail lists a rule once with its points and hits; only overturning its last hit gives the points back', async () => {
  const { view, rule } = repeatedRule((v) => !qualityReviewTable.get(v.id));
  const { user } = renderApp(undefined, { user: 'admin', url: `/monitor/call/monitor_detail?id=${view.id}` });
  const hits = await screen.findByRole('region', { name: '命中规则' }, SLOW);
  const group = within(hits).getByRole('region', { name: rule.rule_name });
  // the rule's points once, however many times it hit
  expect(within(group).getAllByText(signed(rule.points))).toHaveLength(1);
  expect(within(group).getByText(`命中${rule.hit_count}次`)).toBeInTheDocument();
  const own = view.hits.filter((h) => h.rule_id === rule.rule_id);
  expect(within(group).getAllByRole('button', { name: /^推翻 / })).toHaveLength(own.length);
  expect(screen.getByText(`复核后得分：${view.score}`)).toBeInTheDocument();

  for (const [i, h] of own.entries()) {
    await user.click(within(group).getByRole('button', { name: `推翻 ${rule.rule_name} ${h.index}` }));
    if (i < own.length - 1) {
      expect(within(group).getByText(`命中${rule.hit_count}次，推翻${i + 1}次`)).toBeInTheDocument();
      expect(screen.getByText(`复核后得分：${view.score}`)).toBeInTheDocument();
    }
  }
  expect(within(group).getByText('已退还')).toBeInTheDocument();
  const back = Math.max(0, view.score - rule.points);
  expect(screen.getByText(`复核后得分：${back}`)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /提交复核/ }));
  expect(await screen.findByText('复核已提交', {}, SLOW)).toBeInTheDocument();
  await waitFor(() => expect(qualityReviewTable.get(view.id)?.final_score).toBe(back));
}, 120_000);

/** The agent whose costliest rule in the report's range hit some call more than once, best ranked first. */
function agentWithRepeatedRule() {
  const { start_date, end_date } = firstReportRange();
  const results = allResults().filter(
    (v) =>
      v.call.staff_id !== null &&
      dayOf(v.call.started_at) >= start_date &&
      dayOf(v.call.started_at) <= end_date,
  );
  const agents = [...new Set(results.map((v) => v.call.staff_id!))].map((staffId) => {
    const own = results.filter((v) => v.call.staff_id === staffId);
    const byRule = new Map<
      number,
      { name: string; points: number; calls: ResultView[]; repeated: boolean }
    >();
    for (const v of own)
      for (const r of v.rules) {
        const row = byRule.get(r.rule_id) ?? { name: r.rule_name, points: 0, calls: [], repeated: false };
        row.points += r.counted;
        row.calls.push(v);
        row.repeated ||= r.hit_count > 1;
        byRule.set(r.rule_id, row);
      }
    const [ruleId, worst] = [...byRule].sort(([, a], [, b]) => a.points - b.points)[0]!;
    const average = own.reduce((s, v) => s + v.score, 0) / own.length;
    return { staffId, ruleId, worst, average };
  });
  return agents.filter((a) => a.worst.repeated).sort((a, b) => b.average - a.average)[0]!;
}

it("[ROUTES-QUALITY-09] 坐席质检报表's worst-rule points for an agent are the rule's points as each of the agent's calls shows them, summed", async () => {
  const agent = agentWithRepeatedRule();
  const name = staffName(agent.staffId)!;
  const call = agent.worst.calls.find((v) =>
    v.rules.some((r) => r.rule_id === agent.ruleId && r.hit_count > 1),
  )!;
  const inCall = call.rules.find((r) => r.rule_id === agent.ruleId)!;

  const report = renderApp(undefined, { user: 'admin', url: '/monitor/report_center/staff_report' });
  const row = (await screen.findByText(name, { selector: 'td' }, SLOW)).closest('tr') as HTMLElement;
  expect(
    within(row).getByText(
      new RegExp(`${agent.worst.name}\\(${agent.worst.points}，${agent.worst.calls.length}通\\)`),
    ),
  ).toBeInTheDocument();
  report.unmount();

  // one of those calls, as its detail shows it: the rule once, with the points the report added up
  renderApp(undefined, { user: 'admin', url: `/monitor/call/monitor_detail?id=${call.id}` });
  const hits = await screen.findByRole('region', { name: '命中规则' }, SLOW);
  const group = within(hits).getByRole('region', { name: agent.worst.name });
  expect(within(group).getAllByText(signed(inCall.counted))).toHaveLength(1);
  expect(within(group).getByText(`命中${inCall.hit_count}次`)).toBeInTheDocument();
}, 120_000);

/** The text of the cell under `header` in `row` (the header row and the body are one grid of columns). */
function cellUnder(header: string, row: HTMLElement) {
  const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.trim());
  const cells = within(row).getAllByRole('cell');
  return cells[headers.indexOf(header)]?.textContent;
}

it('[ROUTES-QUALITY-02] 质检结果 counts the rules a call hit, as the detail and the score count them, its hits on demand', async () => {
  const { view } = repeatedRule();
  expect(view.hits.length).toBeGreaterThan(view.rules.length);
  renderApp(undefined, { user: 'admin', url: `/monitor/call/monitor_detail?phone=${view.call.phone}` });
  const called = await screen.findAllByText(formatTime(view.call.started_at), {}, SLOW);
  const row = called
    .map((c) => c.closest('tr') as HTMLElement)
    .find((r) => r.textContent?.includes(view.call.phone))!;
  expect(cellUnder('命中规则', row)).toBe(String(view.rules.length));
  // the hits stay in the column settings, hidden by default
  expect(screen.queryByRole('columnheader', { name: '命中次数' })).not.toBeInTheDocument();
}, 120_000);

it('[ROUTES-QUALITY-07] 质检报表 counts each rule once per call, and ranks the rules by the calls they hit', async () => {
  const { start_date, end_date } = firstReportRange();
  const results = allResults().filter(
    (v) => dayOf(v.call.started_at) >= start_date && dayOf(v.call.started_at) <= end_date,
  );
  const rules = results.reduce((s, v) => s + v.rules.length, 0);
  const hits = results.reduce((s, v) => s + v.hits.length, 0);
  expect(hits).toBeGreaterThan(rules);
  const calls = new Map<string, number>();
  for (const v of results) for (const r of v.rules) calls.set(r.rule_name, (calls.get(r.rule_name) ?? 0) + 1);
  const [topName, topCalls] = [...calls].sort(([, a], [, b]) => b - a)[0]!;

  renderApp(undefined, { user: 'admin', url: '/monitor/report_center/monitor_report' });
  const figure = (title: string) =>
    screen
      .getByText(title, { selector: '.ant-statistic-title' })
      .closest('.ant-statistic')
      ?.querySelector('.ant-statistic-content')?.textContent;
  await waitFor(() => expect(figure('命中规则(按通话)')).toBe(rules.toLocaleString('en-US')), SLOW);
  expect(figure('命中次数')).toBe(hits.toLocaleString('en-US'));
  const top = within(screen.getByText('命中最多的规则').closest('.ant-card') as HTMLElement);
  const first = top.getAllByRole('row')[1]!;
  expect(first).toHaveTextContent(topName);
  expect(cellUnder('命中通话', first)).toBe(String(topCalls));
}, 120_000);
