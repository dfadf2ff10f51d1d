/**
 * Layout checks a user would make with their eyes: no control of the page cut off by the box that scrolls or
 * clips it (a table's last column past a drawer's edge), and no placeholder cut short (请…).
 */

/**
 * The visible controls under `root` (a locator) that lie partly outside the nearest ancestor box that clips them
 * (overflow other than visible), each described for the failure message. One pixel of rounding is allowed.
 * With `scrolled: 'reachable'`, a control cut by a box inside the content that scrolls on the axis it is cut
 * (a table's cells it scrolls sideways to, a document preview's pane) is left out; a table's fixed columns, the
 * action column above all, are still checked (they are meant to stay in view), and so is the content frame.
 */
export function clippedControls(root, { scrolled = 'checked' } = {}) {
  return root.evaluate((rootElement, skipScrolledBoxes) => {
    const FIXED_CELL =
      '.ant-table-cell-fix-left, .ant-table-cell-fix-right, .ant-table-cell-fix-start, .ant-table-cell-fix-end';
    const controls = rootElement.querySelectorAll(
      'button, a[href], input:not([type="hidden"]), textarea, [role="button"], [role="combobox"], [role="switch"]',
    );
    const clipperOf = (element) => {
      for (let e = element.parentElement; e && e !== document.body; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') return e;
      }
      return document.documentElement;
    };
    const cut = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(control).visibility === 'hidden') continue;
      const clipper = clipperOf(control);
      const edge =
        clipper === document.documentElement
          ? { left: 0, top: 0, right: innerWidth, bottom: Number.POSITIVE_INFINITY }
          : clipper.getBoundingClientRect();
      const cutX = box.left < edge.left - 1 || box.right > edge.right + 1;
      const cutY = box.top < edge.top - 1 || box.bottom > edge.bottom + 1;
      if (!cutX && !cutY) continue;
      const scrolls = (overflow) => overflow === 'auto' || overflow === 'scroll';
      const clipStyle = getComputedStyle(clipper);
      if (
        skipScrolledBoxes &&
        clipper !== document.documentElement &&
        clipper.tagName !== 'MAIN' &&
        (!cutX || scrolls(clipStyle.overflowX)) &&
        (!cutY || scrolls(clipStyle.overflowY)) &&
        !control.closest(FIXED_CELL)
      )
        continue;
      cut.push(
        `${control.tagName.toLowerCase()} "${(control.innerText || control.getAttribute('aria-label') || control.getAttribute('placeholder') || '').trim().slice(0, 30)}" at ${Math.round(box.left)}–${Math.round(box.right)} × ${Math.round(box.top)}–${Math.round(box.bottom)} outside ${clipper.className.toString().split(' ')[0] || clipper.tagName} ${Math.round(edge.left)}–${Math.round(edge.right)}`,
      );
    }
    return cut;
  }, scrolled === 'reachable');
}

/** The inputs under `root` whose placeholder is wider than the room the input gives it. */
export function cutPlaceholders(root) {
  return root.evaluate((rootElement) => {
    const canvas = document.createElement('canvas').getContext('2d');
    const cut = [];
    for (const input of rootElement.querySelectorAll('input[placeholder], textarea[placeholder]')) {
      if (input.value || input.getBoundingClientRect().width === 0) continue;
      const style = getComputedStyle(input);
      canvas.font = `${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (canvas.measureText(input.placeholder).width > room + 1) cut.push(input.placeholder);
    }
    return cut;
  });
}

/**
 * The visible controls and tags under `root` that lie under one of the floating buttons (antd FloatButton), at the
 * page's current scroll position.
 */
export function controlsUnderFloatingButtons(root) {
  return root.evaluate((rootElement) => {
    const buttons = [...document.querySelectorAll('.ant-float-btn')].map((b) => b.getBoundingClientRect());
    const overlaps = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const covered = [];
    for (const control of rootElement.querySelectorAll(
      'button, a[href], input:not([type="hidden"]), textarea, [role="button"], [role="combobox"], [role="switch"], [role="menuitem"], .ant-tag, .ant-pagination-options',
    )) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || control.closest('.ant-float-btn')) continue;
      if (buttons.some((b) => overlaps(b, box)))
        covered.push(
          `${control.tagName.toLowerCase()} "${(control.innerText || control.getAttribute('aria-label') || '').trim().slice(0, 30)}" at ${Math.round(box.left)}–${Math.round(box.right)} × ${Math.round(box.top)}–${Math.round(box.bottom)}`,
        );
    }
    return covered;
  });
}

/**
 * The header cells of the tables under `root` that lie past the right edge of the table's view, so that a user
 * must scroll the table sideways to see the column: each as `title right-edge > view-edge`.
 */
export function columnsPastView(root) {
  return root.evaluate((rootElement) => {
    const past = [];
    for (const table of rootElement.querySelectorAll('.ant-table')) {
      const view = (
        table.querySelector('.ant-table-header, .ant-table-content') ?? table
      ).getBoundingClientRect();
      const edge = Math.min(view.right, innerWidth);
      for (const th of table.querySelectorAll('thead th')) {
        const box = th.getBoundingClientRect();
        if (box.width === 0 || !th.innerText.trim()) continue;
        if (box.right > edge + 1)
          past.push(`${th.innerText.trim()} ${Math.round(box.right)} > ${Math.round(edge)}`);
      }
    }
    return past;
  });
}

/** How `locator`'s box lies outside the window (a description), or null when the whole of it is inside. */
export async function outsideWindow(page, locator) {
  const box = await locator.boundingBox();
  const { width, height } = page.viewportSize();
  if (!box) return 'not shown';
  const right = box.x + box.width;
  const bottom = box.y + box.height;
  if (box.x >= -1 && box.y >= -1 && right <= width + 1 && bottom <= height + 1) return null;
  return `at ${Math.round(box.x)}–${Math.round(right)} × ${Math.round(box.y)}–${Math.round(bottom)} in ${width} × ${height}`;
}

/** The texts `text` under `root` that break over more than one line (删除 as 删 / 除). */
export function wrappedTexts(root, text) {
  return root.evaluate((rootElement, wanted) => {
    const wrapped = [];
    const walker = document.createTreeWalker(rootElement, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent.trim() !== wanted) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = new Set(
        [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
      );
      if (lines.size > 1) wrapped.push(`${wanted} over ${lines.size} lines`);
    }
    return wrapped;
  }, text);
}

/**
 * The options of the open select lists whose text is cut (an ellipsis, or past the window's right edge), each
 * as the whole text with what is shown of it.
 */
export function cutOptionTexts(page) {
  return page.evaluate(() => {
    const cut = [];
    for (const option of document.querySelectorAll(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-content',
    )) {
      const box = option.getBoundingClientRect();
      if (box.width === 0) continue;
      if (option.scrollWidth > option.clientWidth + 1 || box.right > innerWidth + 1)
        cut.push(`${option.textContent} (${option.clientWidth} of ${option.scrollWidth} px shown)`);
    }
    return cut;
  });
}
