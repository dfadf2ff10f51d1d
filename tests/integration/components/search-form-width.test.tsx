import { act, render, screen } from '@testing-library/react';
import { ProFormItem, QueryFilter } from '@ant-design/pro-components';

/**
 * The search form of every list (pro-components' QueryFilter, patched in patches/): it lays its fields out by its
 * own width, which it learns only once drawn. That first measure drew every field a second time in the same
 * frame, though the columns seldom change; now the form is drawn again only when its columns do.
 */

// The browser's ResizeObserver, driven by the test: `resize` reports a new width of the observed form.
const observers: ResizeObserverCallback[] = [];
const observed: Element[] = [];
class TestResizeObserver {
  constructor(callback: ResizeObserverCallback) {
    observers.push(callback);
  }
  observe(target: Element) {
    observed.push(target);
  }
  unobserve() {}
  disconnect() {}
}
const original = globalThis.ResizeObserver;
beforeAll(() => {
  globalThis.ResizeObserver = TestResizeObserver as unknown as typeof ResizeObserver;
});
afterAll(() => {
  globalThis.ResizeObserver = original;
});

async function resize(width: number) {
  const form = observed.find((el) => el.classList.contains('ant-pro-query-filter-container'))!;
  Object.defineProperty(form, 'offsetWidth', { value: width, configurable: true });
  Object.defineProperty(form, 'offsetHeight', { value: 56, configurable: true });
  form.getBoundingClientRect = () => ({ width, height: 56 }) as DOMRect;
  await act(async () => {
    observers.forEach((notify) => notify([{ target: form } as ResizeObserverEntry], {} as ResizeObserver));
    await Promise.resolve();
  });
}

const FIELDS = ['甲', '乙', '丙'];

function Field({ label, drawn }: { label: string; drawn: (label: string) => void }) {
  drawn(label);
  return <input aria-label={label} />;
}

/** The grid column a field sits in (its span is the form's layout). */
function columnOf(label: string) {
  let at: HTMLElement | null = screen.getByLabelText(label);
  while (at && !/\bant-col-\d+\b/.test(at.className)) at = at.parentElement;
  return at!;
}

it('the form is drawn again for a new width only when its fields change columns', async () => {
  const drawn = jest.fn();
  render(
    <QueryFilter defaultCollapsed={false}>
      {FIELDS.map((label) => (
        <ProFormItem key={label} name={label}>
          <Field label={label} drawn={drawn} />
        </ProFormItem>
      ))}
    </QueryFilter>,
  );
  // drawn for the page's width (jsdom's is 1 024): three fields a row
  expect(columnOf('甲')).toHaveClass('ant-col-8');
  const drawnOnce = drawn.mock.calls.length;

  // measured narrower than the page, as beside the side menu, but still three a row: not drawn again
  await resize(1180);
  expect(drawn).toHaveBeenCalledTimes(drawnOnce);
  expect(columnOf('甲')).toHaveClass('ant-col-8');

  // narrow enough for two a row: drawn again, laid out anew
  await resize(700);
  expect(drawn.mock.calls.length).toBeGreaterThan(drawnOnce);
  expect(columnOf('甲')).toHaveClass('ant-col-12');

  // and wide enough for four
  await resize(1700);
  expect(columnOf('甲')).toHaveClass('ant-col-6');
});
