import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { crmDb } from '@mocks/db/crm';
import { readSheet } from '@/components/data-table';
import { renderApp } from '@tests/support/render-app';
import { overrideApi } from '@tests/support/overrides';
import { recordRequests } from '@tests/support/requests';
import { SLOW } from '@tests/support/slow';

const rowsOf = () => screen.getAllByRole('row').filter((r) => r.classList.contains('ant-table-row'));

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

it('exports every customer of the filtered query, as the server answers it, not only the loaded page', async () => {
  const files = captureDownloads();
  const requests = recordRequests();
  const expected = crmDb.customers().filter((c) => c.discarded_at == null && c.node_id === 3);
  expect(expected.length).toBeGreaterThan(10);
  const { user } = renderApp(undefined, {
    user: 'admin',
    url: '/client/customer?node_id=3&sort=name&order=asc',
  });
  await waitFor(() => expect(rowsOf()).toHaveLength(10), SLOW);
  await user.click(screen.getByRole('button', { name: /导\s*出/ }));
  expect(await screen.findByText(`已导出 ${expected.length} 条`, {}, SLOW)).toBeInTheDocument();

  const calls = requests.forms('crm/customer/export');
  expect(calls).toHaveLength(1);
  expect(Object.fromEntries(calls[0]!)).toMatchObject({
    scope: 'all',
    node_id: '3',
    sort_field: 'name',
    sort_order: 'asc',
  });
  expect(calls[0]!.has('page')).toBe(false);
  const sheet = await readSheet(files[0]!);
  expect(sheet.headers).toEqual(expect.arrayContaining(['客户名称', '联系电话', '所属行业', '预算（万元）']));
  expect(sheet.rows).toHaveLength(expected.length);
  expect(new Set(sheet.rows.map((r) => r.values['联系电话']))).toEqual(new Set(expected.map((c) => c.phone)));
  const names = sheet.rows.map((r) => r.values['客户名称']!);
  expect(names).toEqual([...names].sort()); // the list's order
}, 240_000);

it('says how many rows were left out when the server caps the export', async () => {
  captureDownloads();
  const rows = crmDb.customers().slice(0, 3);
  const { user } = renderApp(undefined, { user: 'admin', url: '/client/customer' });
  await waitFor(() => expect(rowsOf()).toHaveLength(10), SLOW);
  overrideApi('crm/customer/export', () =>
    HttpResponse.json({
      code: 0,
      msg: 'success',
      data: { total: 60_000, limit: 3, data: rows.map((c) => ({ ...c, labels: [], attributes: {} })) },
    }),
  );
  await user.click(screen.getByRole('button', { name: /导\s*出/ }));
  expect(
    await screen.findByText('已导出前 3 条（共 60000 条），请缩小查询范围后分批导出', {}, SLOW),
  ).toBeInTheDocument();
}, 240_000);
