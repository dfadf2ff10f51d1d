import { waitFor } from '@testing-library/react';
import { SLOW } from './slow';

/** A list screen's search form (ProTable's search card). */
export const searchForm = () => document.querySelector<HTMLElement>('.ant-pro-table-search')!;

/** DataTable draws the search form in the render after the list's first rows: this waits for it. */
export const searchFormDrawn = () =>
  waitFor(() => {
    if (!searchForm()) throw new Error('the search form is not drawn yet');
  }, SLOW);
