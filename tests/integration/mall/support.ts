import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '@tests/support/render-app';
import { SLOW } from '@tests/support/slow';

export const rowsOf = () => screen.getAllByRole('row').filter((r) => r.classList.contains('ant-table-row'));
export const rowOf = (text: string, scope?: HTMLElement) =>
  (scope ? within(scope).getAllByRole('row') : rowsOf()).find((r) => within(r).queryByText(text))!;

export async function openProducts() {
  const view = renderApp(undefined, { user: 'admin', url: '/mall/product' });
  await screen.findByText('坐席耳机', {}, SLOW);
  return view;
}

export type View = Awaited<ReturnType<typeof openProducts>>;

/** Opens the new-product drawer once its attribute groups are there. */
export async function openAdd(view: View) {
  await view.user.click(screen.getByRole('button', { name: /新增商品/ }));
  const drawer = await screen.findByRole('dialog', { name: '新增商品' });
  await within(drawer).findByRole('group', { name: '颜色' }, SLOW);
  return drawer;
}

/** Ticks attribute values in the drawer: `{ 规格: ['标准版'] }`. */
export async function choose(view: View, drawer: HTMLElement, values: Record<string, string[]>) {
  for (const [group, names] of Object.entries(values))
    for (const name of names)
      await view.user.click(within(within(drawer).getByRole('group', { name: group })).getByLabelText(name));
}

export async function pickCategory(view: View, drawer: HTMLElement, name: string) {
  await view.user.click(within(drawer).getByRole('combobox', { name: '商品分类' }));
  // the tree of the open dropdown (the side menu has entries of the same names)
  const tree = await screen.findByRole('tree');
  await view.user.click(within(tree).getByTitle(name));
}

/** The labels of the SKU grid's rows, in order. */
export const skuLabels = (drawer: HTMLElement) =>
  within(drawer)
    .queryAllByRole('row')
    .filter((r) => r.classList.contains('ant-table-row'))
    .map((r) => r.querySelector('td')?.textContent);

export const submit = (view: View, drawer: HTMLElement) =>
  view.user.click(within(drawer).getByRole('button', { name: /确\s*认|提\s*交|确\s*定/ }));

export const waitDone = (fn: () => void) => waitFor(fn, SLOW);

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Node's File: the request layer sends what is a Blob of the fetch that MSW answers (jsdom's File is not). */
export const picture = (name: string, type = 'image/png', bytes: Uint8Array = PNG) =>
  new NodeFile([bytes], name, { type }) as unknown as File;
