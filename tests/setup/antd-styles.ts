/* eslint-disable @typescript-eslint/no-explicit-any -- wraps an untyped CommonJS module */
// antd writes thousands of CSS-in-JS rules into <head>, and jsdom matches every one of them
// against an element on each getComputedStyle: that was over half of a whole-console test's time
// (Testing Library asks for computed styles on every role query). Tests keep antd's style
// elements in a detached container, where jsdom builds no stylesheet, and keep the one rule that
// changes what a user can reach: antd's `<prefix>-hidden` classes hide closed dropdowns, popups,
// inactive tab panes and hidden form items.
jest.mock('@rc-component/util/lib/Dom/dynamicCSS', () => {
  const actual = jest.requireActual('@rc-component/util/lib/Dom/dynamicCSS');
  if (typeof document === 'undefined') return actual;
  const detached = document.createElement('div');
  const off = (option: any = {}) => ({ ...option, attachTo: detached });
  return {
    ...actual,
    __esModule: true,
    injectCSS: (css: string, option?: any) => actual.injectCSS(css, off(option)),
    updateCSS: (css: string, key: string, option?: any) => actual.updateCSS(css, key, off(option)),
    removeCSS: (key: string, option?: any) => actual.removeCSS(key, off(option)),
  };
});

if (typeof document !== 'undefined') {
  const hidden = document.createElement('style');
  hidden.textContent = '[class$="-hidden"], [class*="-hidden "] { display: none; }';
  document.head.appendChild(hidden);
}
