import type { Contract } from './api';

const unsigned = (c: Contract) => [1, 3, 6].includes(c.status) && !c.archived;

/** Which list actions a contract allows (the backend refuses the others too). */
export const contractActions = (c: Contract) => ({
  edit: c.status === 0 || c.status === 2,
  remind: c.status === 3 && !c.archived,
  link: c.status === 3 && !c.archived && !!c.sign_url,
  extend: unsigned(c),
  withdraw: unsigned(c),
  download: c.status === 4,
  archive: !c.archived && ![0, 1, 2].includes(c.status),
});
