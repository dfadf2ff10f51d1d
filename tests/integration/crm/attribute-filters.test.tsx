import { act, screen, waitFor, within } from '@testing-library/react';
import { crmDb } from '@mocks/db/crm';
import { renderApp } from '@tests/support/render-app';
import { searchForm } from '@tests/support/search-form';
import { fill } from './fill';
import { SLOW } from '@tests/support/slow';

const rowsOf = () => screen.getAllByRole('row').filter((r) => r.classList.contains('ant-table-row'));
const fieldOf = (label: string) =>
  within(searchForm()).getByText(label, { selector: 'label' }).closest<HTMLElement>('.ant-form-item')!;

/** The customers of the 全部客户 list an administrator sees that are in 互联网 with a budget of 50 to 60. */
function expectedCustomers() {
  return crmDb.customers().filter((c) => {
    const budget = Number(c.attributes?.attr_2 ?? NaN);
    return c.discarded_at == null && c.attributes?.attr_1 === '互联网' && budget >= 50 && budget <= 60;
  });
}

it('filters a customer list by a choice and a number range attribute: kept behind 展开, sent to the server, kept in the URL through back and reload', async () => {
  const expected = expectedCustomers();
  expect(expected.length).toBeGreaterThan(10);
  const all = crmDb.customers().filter((c) => c.discarded_at == null).length;
  const { user, router, unmount } = renderApp(undefined, { user: 'admin', url: '/client/customer' });
  await waitFor(() => expect(rowsOf()).toHaveLength(10), SLOW);
  expect(screen.getByText(`总共 ${all} 条`, { exact: false })).toBeInTheDocument();

  // the attribute filters start collapsed: the form stays dense
  await waitFor(() => expect(fieldOf('所属行业')).not.toBeVisible());
  expect(fieldOf('关键词')).toBeVisible();
  await user.click(within(searchForm()).getByText('展开'));
  await waitFor(() => expect(fieldOf('所属行业')).toBeVisible());

  await user.click(within(fieldOf('所属行业')).getByRole('combobox'));
  await user.click(await screen.findByTitle('互联网'));
  await fill(screen.getByLabelText('预算（万元） 最小值'), '50');
  await fill(screen.getByLabelText('预算（万元） 最大值'), '60');
  await user.click(within(searchForm()).getByRole('button', { name: /查\s*询/ }));

  await waitFor(() => {
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('attr_1')).toBe('互联网');
    expect(params.get('attr_2')).toBe('50~60');
  }, SLOW);
  await waitFor(
    () => expect(screen.getByText(`总共 ${expected.length} 条`, { exact: false })).toBeInTheDocument(),
    SLOW,
  );
  const phones = new Set(expected.map((c) => c.phone));
  const shown = rowsOf().map((r) =>
    within(r)
      .getAllByRole('cell')
      .find((c) => phones.has(c.textContent!)),
  );
  expect(shown).toHaveLength(10);
  expect(shown.every(Boolean)).toBe(true);
  const filtered = router.state.location.search;

  // back: the unfiltered list, the attribute fields emptied
  await act(() => router.navigate(-1));
  await waitFor(() => expect(screen.getByText(`总共 ${all} 条`, { exact: false })).toBeInTheDocument(), SLOW);
  expect(within(fieldOf('所属行业')).queryByTitle('互联网')).not.toBeInTheDocument();
  expect(screen.getByLabelText('预算（万元） 最小值')).toHaveValue('');

  // reload of the filtered address: the same list, the attribute filters open with their values
  unmount();
  renderApp(undefined, { user: 'admin', url: `/client/customer${filtered}` });
  await waitFor(
    () => expect(screen.getByText(`总共 ${expected.length} 条`, { exact: false })).toBeInTheDocument(),
    SLOW,
  );
  await waitFor(() => expect(fieldOf('所属行业')).toBeVisible());
  expect(within(fieldOf('所属行业')).getByTitle('互联网')).toBeInTheDocument();
  expect(screen.getByLabelText('预算（万元） 最小值')).toHaveValue('50');
  expect(screen.getByLabelText('预算（万元） 最大值')).toHaveValue('60');
}, 240_000);
