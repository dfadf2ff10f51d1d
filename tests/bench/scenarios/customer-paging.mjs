/**
 * Customers list (issue 6): time from a page change to the new page's rows on screen, on the admin's
 * /client/customer list of ~10 000 customers in demo mode (the mock backend filters, sorts and pages them
 * in the service worker's client). Measured inside the page: the click and every animation frame until the
 * first row shows another customer; median of 10 page changes after a warm-up.
 */
export const title = 'Customers: page change to rows shown (10 000 customers, demo mode)';

const RUNS = 10;

export async function measure({ freshPage, state }) {
  const { context, page } = await freshPage({ state });
  try {
    await page.goto('/client/customer');
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ timeout: 30_000 });
    const totalText = await page.locator('.ant-pagination-total-text').innerText();
    const total = Number(/总共\s*(\d+)/.exec(totalText)?.[1]);

    const changePage = () =>
      page.evaluate(
        () =>
          new Promise((resolve) => {
            const firstRow = () => document.querySelector('.ant-table-tbody tr.ant-table-row')?.textContent;
            const before = firstRow();
            const next = document.querySelector('.ant-pagination-next:not(.ant-pagination-disabled) button');
            const start = performance.now();
            next.click();
            const check = () => {
              const now = firstRow();
              if (now && now !== before) resolve(performance.now() - start);
              else requestAnimationFrame(check);
            };
            requestAnimationFrame(check);
          }),
      );

    await changePage(); // warm-up: first render of page 2's cells
    const times = [];
    for (let i = 0; i < RUNS; i++) times.push(await changePage());
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)];
    return {
      figures: [
        { label: 'customers in the list', value: total, unit: '' },
        { label: 'page change → rows shown (median)', value: Math.round(median), unit: 'ms', target: 200 },
        { label: 'page change → rows shown (slowest)', value: Math.round(times.at(-1)), unit: 'ms' },
      ],
    };
  } finally {
    await context.close();
  }
}
