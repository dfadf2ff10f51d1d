import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { calls, periodStarts } from '@mocks/db/calls';
import { formatClock } from '@/lib/time-format';
import { crmDb } from '@mocks/db/crm';
import { staffIdOf } from '@mocks/db/crm-present';
import { db } from '@mocks/db/db';
import { renderApp } from '@tests/support/render-app';
import { fakeDeps, type FakeDeps } from '@tests/support/fake-softphone';
import { slowSuite } from '@tests/support/slow';

let deps: FakeDeps;
jest.mock('@/features/softphone/deps', () => ({
  get browserDeps() {
    return deps;
  },
}));

slowSuite();
const FIRST_RENDER = { timeout: 15000 };

beforeEach(() => {
  deps = fakeDeps();
});

async function workbenchOnline() {
  const view = renderApp(undefined, { user: 'agent', url: '/home/index' });
  await screen.findByText(/^您好/, {}, FIRST_RENDER);
  // the agent card's 上线 goes online (microphone check, registration, group sign-in)
  await view.user.click(await screen.findByText('上 线', { selector: 'button span' }, FIRST_RENDER));
  await waitFor(() =>
    expect(screen.getByTestId('softphone-status')).toHaveAttribute('data-badge', 'processing'),
  );
  return view;
}

describe('workbench /home/index', () => {
  it('[ROUTES-CALLCENTRE-01] shows the caller identity and the agent status', async () => {
    renderApp(undefined, { user: 'agent', url: '/home/index' });
    const agent = db.findUser('agent')!;
    const card = (await screen.findByText('主叫身份', {}, FIRST_RENDER)).closest<HTMLElement>(
      '.ant-descriptions',
    )!;
    expect(await within(card).findByText(`平台虚拟号 ${agent.sip_username}`)).toBeInTheDocument();
    expect(within(card).getByText('离线')).toBeInTheDocument();
  });

  it("[CONST-08] the talk time of today's and this week's cards is a clock of hours, minutes and seconds", async () => {
    renderApp(undefined, { user: 'agent', url: '/home/index' });
    const { today, week } = periodStarts(Date.now());
    const talk = (from: number) =>
      calls
        .of('agent')
        .filter((c) => c.started_at >= from && c.result?.status === 'answered')
        .reduce((sum, c) => sum + (c.result?.talk_seconds ?? 0), 0);
    for (const [title, from] of [
      ['今日', today],
      ['本周', week],
    ] as const) {
      const card = (await screen.findByText(title, {}, FIRST_RENDER)).closest<HTMLElement>('.ant-card')!;
      const statistic = within(card).getByText('通话时长').closest<HTMLElement>('.ant-statistic')!;
      // one line in a quarter of the card (1小时7分39秒 wrapped), as the recent calls' 时长 column reads
      expect(statistic.querySelector('.ant-statistic-content')).toHaveTextContent(
        new RegExp(`^${formatClock(talk(from))}$`),
      );
    }
  });

  it('recent calls come from the call history, newest first, and 回拨 dials the number again', async () => {
    const view = await workbenchOnline();
    const newest = calls.of('agent')[0]!;
    const table = (await screen.findByText('最近通话')).closest<HTMLElement>('.ant-card')!;
    const firstRow = await waitFor(() => {
      const row = table.querySelector<HTMLElement>('.ant-table-tbody tr.ant-table-row');
      expect(row).not.toBeNull();
      return row!;
    });
    expect(firstRow).toHaveTextContent(newest.phone);
    await view.user.click(within(firstRow).getByText('回拨', { selector: 'button span' }));
    await waitFor(() => expect(deps.client.called('call')).toHaveLength(1));
    expect(deps.client.called('call')[0]!.args[0]).toBe(`sip:${newest.phone}@sip.demo.local`);
  });

  it("[ROUTES-CALLCENTRE-15] today's appointments on the workbench are the customers due today, each with a call button", async () => {
    const view = await workbenchOnline();
    // the agent's customers whose next follow-up falls today, as /client/today lists them
    const me = staffIdOf(db.findUser('agent')!);
    const today = dayjs().format('YYYY-MM-DD');
    const due = crmDb
      .customers()
      .filter((c) => c.owner_id === me && c.next_follow_at?.slice(0, 10) === today)
      .sort((a, b) => a.next_follow_at!.localeCompare(b.next_follow_at!));
    expect(due.length).toBeGreaterThan(0);
    const card = (
      await screen.findByText('今日预约', { selector: '.ant-card-head-title' })
    ).closest<HTMLElement>('.ant-card')!;
    const first = due[0]!;
    const item = (await within(card).findByText(first.name, { exact: false })).closest<HTMLElement>('li')!;
    expect(item).toHaveTextContent(first.phone);
    await view.user.click(within(item).getByText('拨打', { selector: 'button span' }));
    await waitFor(() => expect(deps.client.called('call')).toHaveLength(1));
    expect(deps.client.called('call')[0]!.args[0]).toBe(`sip:${first.phone}@sip.demo.local`);
  });

  it('quick dial calls the typed number on Enter', async () => {
    const view = await workbenchOnline();
    await view.user.type(screen.getByPlaceholderText('输入号码后按回车呼叫'), '13812345678{Enter}');
    await waitFor(() => expect(deps.client.called('call')).toHaveLength(1));
    expect(deps.client.called('call')[0]!.args[0]).toBe('sip:13812345678@sip.demo.local');
  });
});
