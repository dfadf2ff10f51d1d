import { screen, within } from '@testing-library/react';
import { renderApp } from '@tests/support/render-app';
import { SLOW, slowSuite } from '@tests/support/slow';

jest.mock('@/features/flow-editor/components/FlowCanvas', () =>
  jest.requireActual('@tests/support/flow-canvas-stub'),
);

slowSuite({ queries: true });

const EXPERIENCE_NOT_OWN = { id: 5, name: '体验话术-教育' };
const IN_REVIEW = { id: 2, name: '贷款产品回访' };

const menuOf = (name: string) => screen.findByRole('menu', { name }, SLOW);
const item = (menu: HTMLElement, name: string) => within(menu).getByRole('menuitem', { name });

describe('script tabs follow the action matrix (spec 4)', () => {
  it('[SCRIPT-20] an experience script the company does not own: question learning and recording are disabled and warn; training is hidden', async () => {
    const { user } = renderApp(undefined, {
      user: 'admin',
      url: `/voice/dialogue/stage?id=${EXPERIENCE_NOT_OWN.id}`,
    });
    const menu = await menuOf(EXPERIENCE_NOT_OWN.name);
    expect(item(menu, '问题学习')).toHaveAttribute('aria-disabled', 'true');
    expect(item(menu, '录音')).toHaveAttribute('aria-disabled', 'true');
    expect(within(menu).queryByRole('menuitem', { name: '训练' })).not.toBeInTheDocument();
    expect(item(menu, '知识库')).not.toHaveAttribute('aria-disabled', 'true');
    await user.click(within(item(menu, '问题学习')).getByText('问题学习'));
    expect(await screen.findByText('当前话术不允许问题学习')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: '未识别' })).not.toBeInTheDocument();
  }, 60_000);

  it.each([
    ['questionStudy', '当前话术不允许问题学习'],
    ['record', '当前话术不允许编辑或下载录音'],
    ['train', '当前话术不允许训练'],
  ])(
    '[SCRIPT-20] typing /voice/dialogue/%s for that script shows the refusal, not the screen',
    async (tab, refusal) => {
      renderApp(undefined, { user: 'admin', url: `/voice/dialogue/${tab}?id=${EXPERIENCE_NOT_OWN.id}` });
      expect(await screen.findByText(refusal, {}, SLOW)).toBeInTheDocument();
      expect(screen.queryByRole('log', { name: '对话' })).not.toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    },
    60_000,
  );

  it('[SCRIPT-17] a script in review opens question learning, recording (download only) and training', async () => {
    renderApp(undefined, { user: 'admin', url: `/voice/dialogue/stage?id=${IN_REVIEW.id}` });
    const menu = await menuOf(IN_REVIEW.name);
    for (const name of ['问题学习', '录音', '训练'])
      expect(item(menu, name)).not.toHaveAttribute('aria-disabled', 'true');
  }, 60_000);
});
