/**
 * Paging a long list, measured inside the page: the click on ›, or on the jump five pages ahead, and every
 * animation frame until the first row shows another record. An admin reads a page before paging on, and the
 * lists fetch the next page ahead meanwhile, so paging on after reading is measured apart from a jump to a
 * page nothing fetched ahead; after a warm-up (the first render of page 2's cells), `runs` of each.
 */
export async function measurePaging(page, { runs = 8, readMs = 1000 } = {}) {
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
  await changePage('next');
  const next = [];
  const jump = [];
  for (let i = 0; i < runs; i++) {
    await page.waitForTimeout(readMs);
    next.push(await changePage('next'));
    await page.waitForTimeout(readMs);
    jump.push(await changePage('jump'));
  }
  return { next, jump };
}

export const median = (times) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];

/** The list's total from the pagination text 第 1-20 条/总共 N 条. */
export async function listTotal(page) {
  return Number(/总共\s*(\d+)/.exec(await page.locator('.ant-pagination-total-text').innerText())?.[1]);
}
