import type { ProductCategory } from './api';

export interface CategoryNode {
  value: number;
  title: string;
  children: CategoryNode[];
}

/** The product category tree as TreeSelect options. */
export const categoryOptions = (categories: readonly ProductCategory[]): CategoryNode[] =>
  categories.map((c) => ({ value: c.id, title: c.name, children: categoryOptions(c.child) }));
