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
