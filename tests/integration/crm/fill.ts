import { fireEvent } from '@testing-library/react';

/** Types a whole value at once: antd forms re-render on every key, which jsdom makes slow. */
export async function fill(field: HTMLElement, value: string): Promise<void> {
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
  await Promise.resolve();
}
