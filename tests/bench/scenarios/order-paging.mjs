/**
 * Orders list (issue 13): time from a page change to the new page's rows on screen on /order/manager with
 * 10 000 orders in demo mode (the demo control adds orders of the seed's kind beside the seeded year; the mock
 * backend filters, sorts, totals and pages them in the page). Measured inside the page like the customers:
 * the click and every animation frame until the first row shows another order; medians of 8 after a warm-up.
 */
import { listTotal, measurePaging, median } from '../list-paging.mjs';

export const title = 'Orders: page change to rows shown (10 000 orders, demo mode)';

const ORDERS = 10_000;

export async function measure({ freshPage, state }) {
  const { context, page } = await freshPage({ state });
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  try {
    await page.goto('/order/manager');
    await rows.first().waitFor({ timeout: 30_000 });
    await page.evaluate((total) => window.__demoControl.growOrders(total), ORDERS);
    // a page not fetched yet asks the grown list (the first page is cached as it was)
    await page.locator('.ant-pagination-next button').click();
    await page.getByText(/总共\s*10000\s*条/).waitFor({ timeout: 30_000 });
    const total = await listTotal(page);

    const { next, jump } = await measurePaging(page);
    return {
      figures: [
        { label: 'orders in the list', value: total, unit: '' },
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
          target: 200,
        },
      ],
    };
  } finally {
    await context.close();
  }
}
