import type { Role } from './api';

/** The data scopes in the order the role form offers them, widest first. */
export const DATA_SCOPES: readonly Role['data_scope'][] = [
  'all',
  'department_tree',
  'department',
  'departments',
  'self',
];
