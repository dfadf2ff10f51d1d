import { waitFor, within } from '@testing-library/react';
import { SLOW } from './slow';
import type { UserEvent } from '@testing-library/user-event';

/**
 * The option `title` in the pop-up the select `box` has open. A closed pop-up stays in the page, hidden, with
 * its options: looking over the whole page once chose line 1's product for line 2 of an order while line 2's
 * pop-up was still being drawn. (A tree select names no list of its own, so this is for plain selects.)
 */
export async function optionOf(box: HTMLElement, title: string | RegExp) {
  const popup = await waitFor(() => {
    const list = document.getElementById(box.getAttribute('aria-controls') ?? '');
    if (!list) throw new Error('the select has no open pop-up');
    return list.closest<HTMLElement>('.ant-select-dropdown')!;
  }, SLOW);
  return within(popup).findByTitle(title, {}, SLOW);
}

/** Opens the select `box` and chooses its option `title`. */
export async function chooseOption(user: UserEvent, box: HTMLElement, title: string | RegExp) {
  await user.click(box);
  await user.click(await optionOf(box, title));
}
