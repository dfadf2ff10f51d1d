/**
 * Customers list (issue 6): time from a page change to the new page's rows on screen, on the admin's
 * /client/customer list of ~10 000 customers in demo mode (the mock backend filters, sorts and pages them
 * in the service worker's client). Measured inside the page: the click and every animation frame until the
 * first row shows another customer. The list fetches the next page ahead once a page has been on screen a
 * moment, so paging on after reading is measured apart from a jump to a page nothing fetched ahead;
 * medians of 8 of each after a warm-up.
 */
import { listTotal, measurePaging, median } from '../list-paging.mjs';

export const title = 'Customers: page change to rows shown (10 000 customers, demo mode)';

export async function measure({ freshPage, state }) {
  const { context, page } = await freshPage({ state });
  try {
    await page.goto('/client/customer');
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ timeout: 30_000 });
    const total = await listTotal(page);

    const { next, jump } = await measurePaging(page);
    return {
      figures: [
        { label: 'customers in the list', value: total, unit: '' },
        {
          label: 'next page → rows shown, after reading a page for 1 s (median)',
          value: Math.round(median(next)),
          unit: 'ms',
          target: 200,
        },
        { label: 'next page → rows shown (slowest)', value: Math.round(Math.max(...next)), unit: 'ms' },
        {
          label: 'jump five pages ahead (not fetched ahead) → rows shown (median)',
          value: Math.round(median(jump)),
          unit: 'ms',
        },
      ],
    };
  } finally {
    await context.close();
  }
}
