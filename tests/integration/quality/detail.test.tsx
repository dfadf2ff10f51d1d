import { screen, waitFor, within } from '@testing-library/react';
import { qualityReviewTable, resultIdOf } from '@mocks/db/quality-results';
import { allResults } from '@mocks/db/quality-view';
import { renderApp } from '@tests/support/render-app';
import { SLOW } from '@tests/support/slow';

/** A result of the demo admin's own call with a forbidden-words hit (the admin reviews project 1). */
const ownResultWithHit = () =>
  allResults(1).find((v) => v.call.staff_id === 1 && v.hits.some((h) => h.rule_id === 2 && h.index >= 0))!;

it('[ROUTES-QUALITY-02] /monitor/call/monitor_detail lists inspected calls and opens one: transcript, hits, score', async () => {
  const { user } = renderApp(undefined, { user: 'admin', url: '/monitor/call/monitor_detail' });
  const links = await screen.findAllByRole('link', { name: /^详情 / }, SLOW);
  expect(links.length).toBeGreaterThan(5);
  await user.click(links[0]!);
  expect(await screen.findByRole('list', { name: '通话文本' }, SLOW)).toBeInTheDocument();
  expect(screen.getByText('总分')).toBeInTheDocument();
}, 120_000);

it('[ROUTES-QUALITY-02] clicking a hit moves the player there; overturning it and submitting gives the points back', async () => {
  // a hit among the first lines: jsdom does not scroll, so only the top of the virtualized transcript is drawn
  const view = allResults(1).find(
    (v) =>
      v.hits.some((h) => h.rule_id === 2 && h.index >= 0 && h.index < 10) &&
      v.hits.filter((h) => h.rule_id === 2).length === 1,
  )!;
  const hit = view.hits.find((h) => h.rule_id === 2)!;
  const { user } = renderApp(undefined, { user: 'admin', url: `/monitor/call/monitor_detail?id=${view.id}` });
  const hits = await screen.findByRole('region', { name: '命中规则' }, SLOW);
  const slider = await screen.findByRole('slider', { name: '播放进度' });
  expect(slider).toHaveAttribute('aria-valuenow', '0');
  const jump = within(hits).getAllByRole('button', { name: new RegExp(`^跳到 服务禁语 `) })[0]!;
  await user.click(jump);
  await waitFor(() =>
    expect(slider).toHaveAttribute('aria-valuenow', String(Math.round(hit.start_ms / 1000))),
  );
  // the line the hit is on is the current one, with the hit text marked
  const current = await screen.findByRole('listitem', { current: true });
  expect(
    within(current).getByText(hit.text.slice(hit.spans[0]!.start, hit.spans[0]!.end), { selector: 'mark' }),
  ).toBeInTheDocument();

  for (const h of view.hits.filter((x) => x.rule_id === 2))
    await user.click(within(hits).getByRole('button', { name: `推翻 服务禁语 ${h.index}` }));
  await user.click(screen.getByRole('button', { name: /提交复核/ }));
  expect(await screen.findByText('复核已提交', {}, SLOW)).toBeInTheDocument();
  await waitFor(() => expect(qualityReviewTable.get(view.id)?.final_score).toBe(view.score - hit.score));
}, 120_000);

it('[ROUTES-QUALITY-02] the agent appeals a reviewed result and the reviewer accepts it with a new score', async () => {
  const view = ownResultWithHit();
  qualityReviewTable.insertMany([
    () => ({
      id: view.id,
      decisions: {},
      deductions: [],
      review_status: 1,
      appeal_status: 0,
      final_score: view.score,
      timeline: [],
    }),
  ]);
  const { user } = renderApp(undefined, { user: 'admin', url: `/monitor/call/monitor_detail?id=${view.id}` });
  await user.type(await screen.findByRole('textbox', { name: '申诉理由' }, SLOW), '客户主动要求');
  await user.click(screen.getByRole('button', { name: /申\s*诉/ }));
  expect(await screen.findByText('申诉已提交', {}, SLOW)).toBeInTheDocument();
  const score = await screen.findByRole('spinbutton', { name: '申诉后分数' }, SLOW);
  await user.clear(score);
  await user.type(score, '96');
  await user.type(screen.getByRole('textbox', { name: '处理意见' }), '情况属实');
  await user.click(screen.getByRole('button', { name: /通\s*过/ }));
  expect(await screen.findByText('已通过申诉', {}, SLOW)).toBeInTheDocument();
  await waitFor(() =>
    expect(qualityReviewTable.get(view.id)).toMatchObject({ appeal_status: 2, final_score: 96 }),
  );
  expect(resultIdOf(1, view.call.id)).toBe(view.id);
}, 120_000);

it('[ROUTES-QUALITY-02] the reviewer rejects an appeal with a comment: 已驳回申诉, the score kept', async () => {
  const view = ownResultWithHit();
  qualityReviewTable.insertMany([
    () => ({
      id: view.id,
      decisions: {},
      deductions: [],
      review_status: 1,
      appeal_status: 1,
      final_score: view.score,
      timeline: [],
    }),
  ]);
  const { user } = renderApp(undefined, { user: 'admin', url: `/monitor/call/monitor_detail?id=${view.id}` });
  await user.type(await screen.findByRole('textbox', { name: '处理意见' }, SLOW), '录音无误');
  await user.click(screen.getByRole('button', { name: /驳\s*回/ }));
  expect(await screen.findByText('已驳回申诉', {}, SLOW)).toBeInTheDocument();
  await waitFor(() =>
    expect(qualityReviewTable.get(view.id)).toMatchObject({ appeal_status: 3, final_score: view.score }),
  );
}, 120_000);

it('[ROUTES-QUALITY-02] an hour-long call (about 1 400 lines) renders only the lines on screen', async () => {
  renderApp(undefined, { user: 'admin', url: `/monitor/call/monitor_detail?id=${resultIdOf(1, 1)}` });
  const list = await screen.findByRole('list', { name: '通话文本' }, SLOW);
  const shown = within(list).getAllByRole('listitem').length;
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(60);
}, 120_000);
