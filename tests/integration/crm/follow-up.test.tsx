import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { crmDb } from '@mocks/db/crm';
import { renderApp } from '@tests/support/render-app';
import { fill } from './fill';
import { SLOW } from '@tests/support/slow';

const rowsOf = () => screen.getAllByRole('row').filter((r) => r.classList.contains('ant-table-row'));

describe('follow-ups and today’s appointments', () => {
  it('[ROUTES-CALLCENTRE-15] today’s appointments lists my customers due today; a follow-up is added to the timeline', async () => {
    const today = dayjs().format('YYYY-MM-DD');
    const due = crmDb.customers().filter((c) => c.owner_id === 2 && c.next_follow_at?.startsWith(today));
    expect(due.length).toBeGreaterThan(0);
    const { user } = renderApp(undefined, { user: 'agent', url: '/client/today' });
    await waitFor(() => expect(rowsOf().length).toBe(Math.min(10, due.length)), SLOW);
    expect(screen.getByText(`总共 ${due.length} 条`, { exact: false })).toBeInTheDocument();

    const row = rowsOf()[0]!;
    await user.click(within(row).getByRole('button', { name: /^跟进 \S/ }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('button', { name: '添加跟进' }));
    expect(await within(drawer).findByText('请输入跟进内容')).toBeInTheDocument();
    await fill(within(drawer).getByLabelText('跟进内容'), '已电话沟通，约下周演示');
    await user.click(within(drawer).getByRole('button', { name: '添加跟进' }));
    expect(await screen.findByText('跟进记录已添加')).toBeInTheDocument();
    const timeline = drawer.querySelector('.ant-timeline') as HTMLElement;
    await waitFor(() => expect(within(timeline).getAllByText('已电话沟通，约下周演示')).toHaveLength(1));
  }, 240_000);
});
