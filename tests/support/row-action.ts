import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Runs a row's action as a user does (RowActions): its button or link, named `<action> <row>`, or, past the
 * row's inline actions, 更多 and then the action in its menu.
 */
export async function clickRowAction(user: UserEvent, row: HTMLElement, action: string, rowName: string) {
  const name = `${action} ${rowName}`;
  const inline = within(row).queryByRole('button', { name }) ?? within(row).queryByRole('link', { name });
  if (inline) return user.click(inline);
  await user.click(within(row).getByRole('button', { name: `更多 ${rowName}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}
