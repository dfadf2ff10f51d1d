import { screen, waitFor, within } from '@testing-library/react';
import { ok } from '@mocks/kit/http';
import type { Script } from '@/features/robot/dialogue.slice';
import { overrideApi } from '@tests/support/overrides';
import { renderApp } from '@tests/support/render-app';
import { recordRequests } from '@tests/support/requests';
import { slowSuite } from '@tests/support/slow';

jest.mock('@/features/flow-editor/components/FlowCanvas', () =>
  jest.requireActual('@tests/support/flow-canvas-stub'),
);

slowSuite({ queries: true });

// Scripts exactly as SCRIPT-10 lists the fields, in a list answer exactly as SCRIPT-09 has it.
const owned: Script = {
  id: 501,
  name: '答案话术-自有体验',
  industry: { id: 101, name: '信用卡' },
  industry_id: 101,
  industry_label: [
    { id: 1010, label: '高意向' },
    { id: 1011, label: '分期客户' },
  ],
  speechcraft_desc: '自有的体验话术',
  status: 4,
  own: 1,
  updated_at: '2026-10-05 08:30:00',
};
const platforms: Script = {
  ...owned,
  id: 502,
  name: '答案话术-平台体验',
  industry: { id: 201, name: '少儿英语' },
  industry_id: 201,
  industry_label: [],
  speechcraft_desc: '',
  own: 0,
  updated_at: '2026-09-30 18:00:00',
};
const serveScripts = () =>
  overrideApi('robot/script/list', () => ok({ data: [owned, platforms], total: 23, from: 1, to: 2 }));

const list = () => screen.getByRole('list', { name: '话术列表' });
const row = (name: string) =>
  within(list())
    .getAllByRole('listitem')
    .find((o) => o.querySelector('strong')?.textContent === name)!;

async function openStage() {
  const view = renderApp(undefined, { user: 'admin', url: '/voice/dialogue/stage' });
  await waitFor(() => expect(within(list()).getAllByRole('listitem').length).toBeGreaterThan(0));
  return view;
}

describe('the script list reads the list answer', () => {
  it('[SCRIPT-09] [SCRIPT-10] items from data, pages from total; each shows its industry, date, status, labels and description', async () => {
    serveScripts();
    const { user } = await openStage();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(2);
    const first = row(owned.name);
    expect(first).toHaveTextContent('信用卡 · 更新于 2026-10-05');
    expect(within(first).getByText('体验')).toBeInTheDocument();
    expect(row(platforms.name)).toHaveTextContent('少儿英语 · 更新于 2026-09-30');
    // 23 scripts at 10 a page: 3 pages
    expect(list().closest('.ant-card')!.querySelector('.ant-pagination-simple')).toHaveTextContent('/3');

    await user.click(within(first).getByRole('button', { name: '展开详情' }));
    expect(await within(first).findByText('高意向')).toBeInTheDocument();
    expect(within(first).getByText('分期客户')).toBeInTheDocument();
    expect(first).toHaveTextContent('描述：自有的体验话术');
    const second = row(platforms.name);
    await user.click(within(second).getByRole('button', { name: '展开详情' }));
    expect(await within(second).findByText(/标签：无/)).toBeInTheDocument();
    expect(second).toHaveTextContent('描述：无');
  });

  it('[SCRIPT-10] own decides what an experience script allows: 训练 only for the one the company owns', async () => {
    serveScripts();
    const { user } = await openStage();
    await user.click(row(owned.name));
    const ownMenu = await screen.findByRole('menu', { name: owned.name });
    expect(within(ownMenu).getByRole('menuitem', { name: '训练' })).toBeInTheDocument();
    await user.click(row(platforms.name));
    const platformMenu = await screen.findByRole('menu', { name: platforms.name });
    expect(within(platformMenu).queryByRole('menuitem', { name: '训练' })).not.toBeInTheDocument();
  });

  it('[SCRIPT-35] the industry tree is asked for with no payload and its answer fills the industry filter', async () => {
    const requests = recordRequests();
    overrideApi('robot/industry/tree', () =>
      ok([{ id: 7, name: '答案行业', child: [{ id: 71, name: '答案子行业' }] }]),
    );
    const { user } = await openStage();
    await waitFor(() => expect(requests.bodies('robot/industry/tree').length).toBeGreaterThan(0));
    expect(new Set(requests.bodies('robot/industry/tree').map((b) => JSON.stringify(b)))).toEqual(
      new Set(['{}']),
    );
    await user.click(screen.getByRole('combobox', { name: '全部行业' }));
    await user.click(await screen.findByTitle('答案行业'));
    await waitFor(() =>
      expect(requests.bodies('robot/script/list').at(-1)).toMatchObject({ industry_id: '7' }),
    );
  });
});
