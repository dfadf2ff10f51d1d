import { screen, waitFor, within } from '@testing-library/react';
import { loginLog } from '@mocks/db/login-log';
import { readSheet } from '@/components/data-table';
import { renderApp } from '@tests/support/render-app';
import { searchForm, searchFormDrawn } from '@tests/support/search-form';
import { recordRequests } from '@tests/support/requests';
import { SLOW } from '@tests/support/slow';
import { fill } from '../crm/fill';

const rowsOf = () => screen.getAllByRole('row').filter((r) => r.classList.contains('ant-table-row'));
const fieldOf = (label: string) =>
  within(searchForm()).getByText(label, { selector: 'label' }).closest<HTMLElement>('.ant-form-item')!;

/** The files the console hands to the browser to download (jsdom has no object URLs). */
function captureDownloads(): Blob[] {
  const files: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    files.push(blob);
    return `blob:download-${files.length}`;
  });
  URL.revokeObjectURL = jest.fn();
  return files;
}

it('[ROUTES-CALLCENTRE-31] /system/log shows the login log; filtered by account and result in the URL, it exports that query', async () => {
  const files = captureDownloads();
  const requests = recordRequests();
  const newest = loginLog.list(undefined, (a, b) => b.login_at.localeCompare(a.login_at) || b.id - a.id)[0]!;
  const { user, router } = renderApp(undefined, { user: 'admin', url: '/system/log' });
  await waitFor(() => expect(rowsOf()).toHaveLength(10), SLOW);
  expect(screen.getByText(`总共 ${loginLog.all().length} 条`, { exact: false })).toBeInTheDocument();
  const first = within(rowsOf()[0]!);
  expect(first.getByText(newest.login_at)).toBeInTheDocument();
  expect(first.getByText(newest.ip)).toBeInTheDocument();
  const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
  expect(headers).toEqual(
    expect.arrayContaining(['登录时间', '账号', '姓名', 'IP地址', '登录地点', '登录结果']),
  );
  // at 1280 px the list fits without them: the column settings show them
  expect(headers).not.toContain('浏览器');
  expect(headers).not.toContain('操作系统');

  await searchFormDrawn();
  await fill(within(fieldOf('账号')).getByRole('textbox'), 'agent');
  await user.click(within(fieldOf('登录结果')).getByRole('combobox'));
  await user.click(await screen.findByTitle('失败'));
  await user.click(within(searchForm()).getByRole('button', { name: /查\s*询/ }));
  await waitFor(() => {
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('username')).toBe('agent');
    expect(params.get('result')).toBe('fail');
  }, SLOW);
  const expected = loginLog.all().filter((r) => r.username.includes('agent') && r.result === 'fail');
  expect(expected.length).toBeGreaterThan(0);
  await waitFor(
    () => expect(screen.getByText(`总共 ${expected.length} 条`, { exact: false })).toBeInTheDocument(),
    SLOW,
  );
  rowsOf().forEach((row) => {
    expect(within(row).getByText('失败')).toBeInTheDocument();
    expect(within(row).getByText('账号或密码错误')).toBeInTheDocument();
  });

  await user.click(screen.getByRole('button', { name: /导\s*出/ }));
  expect(await screen.findByText(`已导出 ${expected.length} 条`, {}, SLOW)).toBeInTheDocument();
  const calls = requests.forms('system/loginLog/export');
  expect(calls).toHaveLength(1);
  expect(Object.fromEntries(calls[0]!)).toEqual({ username: 'agent', result: 'fail' });
  const sheet = await readSheet(files[0]!);
  expect(sheet.headers).toEqual(
    expect.arrayContaining(['登录时间', '账号', 'IP地址', '登录结果', '失败原因']),
  );
  expect(sheet.rows).toHaveLength(expected.length);
  sheet.rows.forEach((r) => expect(r.values['登录结果']).toBe('失败'));
}, 240_000);

it('an agent sees only their own logins (the server decides, not the screen)', async () => {
  renderApp(undefined, { user: 'agent', url: '/system/log' });
  await waitFor(() => expect(rowsOf()).toHaveLength(10), SLOW);
  const own = loginLog.all().filter((r) => r.username === 'agent').length;
  expect(screen.getByText(`总共 ${own} 条`, { exact: false })).toBeInTheDocument();
}, 240_000);
