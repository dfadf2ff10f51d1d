import type { Department } from './api';

/** The ids of a department's descendants (not its own). */
export function descendantIds(d: Department): number[] {
  return d.all_childs.flatMap((c) => [c.id, ...descendantIds(c)]);
}

export interface ParentOption {
  value: number;
  title: string;
  disabled?: boolean;
  children: ParentOption[];
}

/** The parent picker's tree: a department cannot go under itself or its own descendants. */
export function parentOptions(d: Department, excluded: ReadonlySet<number>): ParentOption {
  return {
    value: d.id,
    title: d.name,
    disabled: excluded.has(d.id),
    children: d.all_childs.map((c) => parentOptions(c, excluded)),
  };
}

export interface DepartmentOption<V> {
  value: V;
  title: string;
  children: DepartmentOption<V>[];
}

/**
 * The tree as a department picker's options. A search filter's values are strings (the URL keeps them so),
 * a form's are ids: `valueOf` says which.
 */
export function departmentOptions<V>(d: Department, valueOf: (id: number) => V): DepartmentOption<V> {
  return {
    value: valueOf(d.id),
    title: d.name,
    children: d.all_childs.map((c) => departmentOptions(c, valueOf)),
  };
}

/** The departments that have children: the tree opens with all of them expanded. */
export function parentIds(d: Department): number[] {
  return d.all_childs.length ? [d.id, ...d.all_childs.flatMap(parentIds)] : [];
}

/** The department `id` and its ancestors up to `d`, or none when it is not under `d`. */
export function pathTo(d: Department, id: number): number[] {
  if (d.id === id) return [id];
  for (const c of d.all_childs) {
    const path = pathTo(c, id);
    if (path.length) return [d.id, ...path];
  }
  return [];
}
