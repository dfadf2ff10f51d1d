/**
 * Customers list (issue 6): time from a page change to the new page's rows on screen, on the admin's
 * /client/customer list of ~10 000 customers in demo mode (the mock backend filters, sorts and pages them
 * in the service worker's client). Measured inside the page: the click and every animation frame until the
 * first row shows another customer. The list fetches the next page ahead once a page has been on screen a
 * moment, so paging on after reading is measured apart from a jump to a page nothing fetched ahead;
 * medians of 8 of each after a warm-up.
 */
export const title = 'Customers: page change to rows shown (10 000 customers, demo mode)';

const RUNS = 8;
const READ_MS = 1000;

export async function measure({ freshPage, state }) {
  const { context, page } = await freshPage({ state });
  try {
    await page.goto('/client/customer');
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ timeout: 30_000 });
    const totalText = await page.locator('.ant-pagination-total-text').innerText();
    const total = Number(/总共\s*(\d+)/.exec(totalText)?.[1]);

    // `target`: 'next' (the › button) or 'jump' (five pages ahead, which nothing fetched ahead).
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
    // An admin reads a page before paging on.
    const read = () => page.waitForTimeout(READ_MS);
    const median = (times) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];

    await changePage('next'); // warm-up: first render of page 2's cells
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
