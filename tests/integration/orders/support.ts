import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { chooseOption } from '@tests/support/select-option';

export const rows = () => screen.getAllByRole('row').filter((r) => r.classList.contains('ant-table-row'));
export const ok = /^确\s?定$/;

/** Types into a number field key by key: its value reaches the form only through typing. */
export async function typeNumber(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.type(field, value);
  await user.tab();
}

/** Chooses a SKU on line `index` of the order form's lines. */
export async function pickSku(user: UserEvent, drawer: HTMLElement, index: number, title: string) {
  await chooseOption(user, within(drawer).getAllByRole('combobox', { name: '商品' })[index]!, title);
}
