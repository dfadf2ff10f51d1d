/**
 * Orders list (issue 13): time from a page change to the new page's rows on screen on /order/manager with
 * 10 000 orders in demo mode (the demo control adds orders of the seed's kind beside the seeded year; the mock
 * backend filters, sorts, totals and pages them in the page). Measured inside the page like the customers:
 * the click and every animation frame until the first row shows another order; medians of 8 after a warm-up.
 */
export const title = 'Orders: page change to rows shown (10 000 orders, demo mode)';

const ORDERS = 10_000;
const RUNS = 8;
const READ_MS = 1000;

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
    const total = Number(/总共\s*(\d+)/.exec(await page.locator('.ant-pagination-total-text').innerText())?.[1]);

    const changePage = (target) =>
      page.evaluate(
        (target) =>
          new Promise((resolve) => {
            const firstRow = () => document.querySelector('.ant-table-tbody tr.ant-table-row')?.textContent;
            const before = firstRow();
            const button =
              target === 'next'
                ? document.querySelector('.ant-pagination-next:not(.ant-pagination-disabled) button')
                : document.querySelector('.ant-pagination-jump-next');
            const start = performance.now();
            button.click();
            const check = () => {
              const now = firstRow();
              if (now && now !== before) resolve(performance.now() - start);
              else requestAnimationFrame(check);
            };
            requestAnimationFrame(check);
          }),
        target,
      );
    const read = () => page.waitForTimeout(READ_MS);
    const median = (times) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];

    await changePage('next'); // warm-up
    const next = [];
    const jump = [];
    for (let i = 0; i < RUNS; i++) {
      await read();
      next.push(await changePage('next'));
      await read();
      jump.push(await changePage('jump'));
    }
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
