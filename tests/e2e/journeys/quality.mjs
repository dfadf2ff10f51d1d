/**
 * The quality-inspection journey (issue 16): the admin writes a keyword rule, tries it on a pasted transcript,
 * adds it to a model and runs the project using that model; on a call of the demo agent that the new rule hit,
 * clicking the hit moves the player there, and the admin overturns it. The agent (signed in after a logout: the
 * demo backend's data lives in this context's storage) appeals, the admin accepts the appeal with a new score,
 * and the AI report shows the rule's overturned hit.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  bodyRows,
  callApi,
  eventually,
  login,
  open,
  openUserMenu,
  TEST_TIMEOUT_MS,
  USERS,
  waitForPath,
  withPage,
  openList,
  SLOWDOWN,
  messageAfter,
} from '../browser.mjs';
import { chartShape, charts } from '../chart-shape.mjs';

const JOURNEY_TIMEOUT_MS = 8 * TEST_TIMEOUT_MS;
const SLOW = { timeout: 30_000 * SLOWDOWN };
const EVENTUALLY = { timeoutMs: 30_000 * SLOWDOWN, intervalMs: 250 };
const OK = { name: /确\s*定/ };
const RULE = '推销一分钟';
const WORD = '长话短说';
/** The model and project the seed leaves unrun: the rule goes into its model, then it runs. */
const MODEL = '营销合规';
const PROJECT = '营销合规专项';
const PROJECT_ID = 3;
/** The demo agent's staff id (mocks/db/seed.ts). */
const AGENT_ID = 2;

/** Seconds shown by the player's progress slider ("mm:ss / mm:ss"). */
async function playerSeconds(slider) {
  const text = (await slider.getAttribute('aria-valuetext')) ?? '';
  const m = /^(\d+):(\d{2})\s*\//.exec(text);
  assert.ok(m, `player time as mm:ss, got "${text}"`);
  return Number(m[1]) * 60 + Number(m[2]);
}

async function logout(page, network) {
  const menu = await openUserMenu(page);
  await menu.getByText('安全退出').click();
  await waitForPath(page, '/login');
  await network.idle();
}

/** The AI report's row for the new rule: its text once the report has loaded. */
async function aiReportRow(page, network) {
  await open(page, network, '/monitor/report_center/ai_report');
  const row = bodyRows(page).filter({ hasText: RULE });
  await row.first().waitFor(SLOW);
  return row.first();
}

export function register() {
  describe('quality inspection', () => {
    it(
      '[ROUTES-QUALITY-04] [ROUTES-QUALITY-05] [ROUTES-QUALITY-06] [ROUTES-QUALITY-02] [ROUTES-QUALITY-08] a keyword rule is tried, put in a model and run; its hit is played, overturned, appealed by the agent and accepted, and the AI report counts it',
      { timeout: JOURNEY_TIMEOUT_MS },
      withPage(async ({ page, network }) => {
        await login(page, network, USERS.admin);

        // the rule, tried on a pasted transcript: the keyword is marked
        await open(page, network, '/monitor/setting/monitor_rule');
        await bodyRows(page).first().waitFor(SLOW);
        await page.getByRole('button', { name: /新\s*建/ }).click();
        const drawer = page.getByRole('dialog', { name: '新建规则' });
        await drawer.waitFor();
        await network.idle();
        await drawer.getByLabel('规则名称').fill(RULE);
        const words = drawer.getByRole('combobox', { name: '条件1 关键词' });
        await words.click();
        await words.fill(WORD);
        await words.press('Enter');
        await page.keyboard.press('Escape'); // closes the tag list's dropdown, not the drawer
        await drawer.getByRole('textbox', { name: '对话文本' }).fill(`客户：我在忙\n坐席：好的，我${WORD}`);
        const tryRun = drawer.getByRole('region', { name: '试运行' });
        await tryRun.getByRole('button', { name: /运\s*行/ }).click();
        await tryRun.getByText('命中，-5分').waitFor();
        await tryRun.locator('mark', { hasText: WORD }).waitFor();
        await messageAfter(page, '添加成功', () => drawer.getByRole('button', OK).click(), SLOW);
        await bodyRows(page).filter({ hasText: RULE }).first().waitFor(SLOW);

        // into the model, then the project runs
        await open(page, network, '/monitor/setting/rules_model');
        await page.getByRole('button', { name: `编辑 ${MODEL}` }).click(SLOW);
        const model = page.getByRole('dialog', { name: '编辑模型' });
        await model.waitFor();
        await network.idle();
        const before = await model.getByRole('combobox', { name: /^规则\d+$/ }).count();
        await model.getByRole('button', { name: /添加规则/ }).click();
        const slot = model.getByRole('combobox', { name: `规则${before + 1}` });
        await slot.click();
        await openList(page).getByTitle(`${RULE}（-5分）`).click();
        await model.getByRole('button', OK).click();
        await page
          .getByText(/^(修改|保存|编辑|更新)成功/)
          .first()
          .waitFor(SLOW);
        await bodyRows(page)
          .filter({ hasText: MODEL })
          .filter({ hasText: `${RULE}×1` })
          .waitFor(SLOW);

        await open(page, network, '/monitor/setting/monitor_setting');
        await page.getByRole('button', { name: `立即执行 ${PROJECT}` }).click(SLOW);
        await page
          .getByText(/^质检完成，共抽检\d+通$/)
          .first()
          .waitFor(SLOW);
        const hitsBefore = Number(
          (await (await aiReportRow(page, network)).locator('td').nth(1).innerText()).trim(),
        );
        assert.ok(hitsBefore > 0, 'the run found calls the new rule hits');
        assert.match(await (await aiReportRow(page, network)).innerText(), /未复核/);

        // a call of the demo agent the new rule hit (looked up through the API, opened through the list)
        const rules = await callApi(page, 'quality/rule/list', { page: 1, limit: 100 });
        const ruleId = rules.data.find((r) => r.name === RULE)?.id;
        assert.ok(ruleId, 'the rule is listed');
        const found = await callApi(page, 'quality/result/list', {
          page: 1,
          limit: 10,
          project_id: PROJECT_ID,
          staff_id: AGENT_ID,
          rule_id: ruleId,
        });
        const target = found.data[0];
        assert.ok(target, 'the project inspected a call of the demo agent that the rule hit');
        await open(
          page,
          network,
          `/monitor/call/monitor_detail?project_id=${PROJECT_ID}&phone=${target.phone}`,
        );
        await page
          .getByRole('link', { name: `详情 ${target.phone}` })
          .first()
          .click(SLOW);
        await waitForPath(page, '/monitor/call/monitor_detail');
        await network.idle();
        await page.getByRole('list', { name: '通话文本' }).waitFor(SLOW);

        // the hit moves the player to its line
        const hits = page.getByRole('region', { name: '命中规则' });
        const slider = page.getByRole('slider', { name: '播放进度' });
        await slider.waitFor(SLOW);
        const jump = hits.getByRole('button', { name: new RegExp(`^跳到 ${RULE} `) }).first();
        const label = (await jump.getAttribute('aria-label')) ?? '';
        const [, mm, ss] = /(\d+):(\d{2})$/.exec(label) ?? [];
        assert.ok(mm, `the hit names its time: "${label}"`);
        const hitAt = Number(mm) * 60 + Number(ss);
        assert.ok(hitAt > 0, 'the hit is not at the start of the call');
        assert.equal(await playerSeconds(slider), 0);
        await jump.click();
        await eventually(async () => assert.equal(await playerSeconds(slider), hitAt), EVENTUALLY);
        await page.locator('[aria-current="true"] mark', { hasText: WORD }).first().waitFor();

        // overturned and reviewed
        const overturn = hits.getByRole('button', { name: new RegExp(`^推翻 ${RULE} `) });
        for (let i = 0, n = await overturn.count(); i < n; i++) await overturn.nth(i).click();
        await page.getByRole('button', { name: /提交复核/ }).click();
        await page.getByText('复核已提交').first().waitFor(SLOW);
        const detailUrl = new URL(page.url());

        // the agent appeals
        await logout(page, network);
        await login(page, network, USERS.agent);
        await open(page, network, `${detailUrl.pathname}${detailUrl.search}`);
        await page.getByRole('textbox', { name: '申诉理由' }).fill('客户主动说在忙，此句是回应', SLOW);
        await page.getByRole('button', { name: /申\s*诉/ }).click();
        await page.getByText('申诉已提交').first().waitFor(SLOW);

        // the reviewer accepts it with a new score
        await logout(page, network);
        await login(page, network, USERS.admin);
        await open(page, network, `${detailUrl.pathname}${detailUrl.search}`);
        const score = page.getByRole('spinbutton', { name: '申诉后分数' });
        await score.fill('98', SLOW);
        await page.getByRole('textbox', { name: '处理意见' }).fill('情况属实');
        await page.getByRole('button', { name: /通\s*过/ }).click();
        await page.getByText('已通过申诉').first().waitFor(SLOW);
        await eventually(async () => {
          const [result] = (
            await callApi(page, 'quality/result/list', {
              page: 1,
              limit: 1,
              project_id: PROJECT_ID,
              phone: target.phone,
            })
          ).data;
          assert.equal(result.score, 98);
          assert.equal(result.appeal_status, 2);
        }, EVENTUALLY);

        // the AI report counts the overturned hit: the rule's precision is no longer "not reviewed"
        await eventually(
          async () => {
            const row = await aiReportRow(page, network);
            const cells = await row.locator('td').allInnerTexts();
            assert.equal(Number(cells[1]), hitsBefore);
            assert.ok(Number(cells[3]) >= 1, `overturned counted: ${cells.join(' | ')}`);
            assert.match(cells[4], /^\d+(\.\d+)?%$/);
          },
          { timeoutMs: 30_000 * SLOWDOWN, intervalMs: 1_000 },
        );
      }),
    );
    it(
      "[ROUTES-QUALITY-07] [ROUTES-QUALITY-08] [ROUTES-QUALITY-10] the reports' charts are drawn at a readable height, their series named in a legend and their value axis named",
      { timeout: 3 * TEST_TIMEOUT_MS },
      withPage(async ({ page, network }) => {
        await login(page, network, USERS.admin);
        const reports = [
          ['/monitor/report_center/monitor_report', ['质检通话', '合格']],
          ['/monitor/report_center/ai_report', ['意向分布']],
          ['/monitor/report_center/task_report', ['抽检', '已复核', '申诉']],
        ];
        for (const [route, series] of reports) {
          await open(page, network, route);
          const chart = charts(page).first();
          await chart.waitFor(SLOW);
          await eventually(async () => {
            const shape = await chartShape(chart);
            const at = `${route}: ${JSON.stringify(shape)}`;
            assert.ok(shape.height >= 200, `the chart is at least 200 px high, ${at}`);
            assert.ok(shape.axisSpan >= 150, `the value axis spans at least 150 px, ${at}`);
            for (const name of [...series, '通话数'])
              assert.ok(shape.texts.includes(name), `the chart names ${name}, ${at}`);
            for (const name of series) assert.ok(shape.label.includes(name), `aria names ${name}, ${at}`);
          }, EVENTUALLY);
        }
      }),
    );
  });
}
