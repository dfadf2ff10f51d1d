import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlatNamespace, TFunction } from 'i18next';

/**
 * One enum of the contract in one place: its allowed values (taken from the generated `*.limits.gen.ts`, so a
 * value the contract adds or drops reaches every screen) and the label of each (from the i18n namespace `ns`).
 * Columns, filters and selects all read it through `useEnum`.
 */
export interface EnumDef<V extends string | number, N extends FlatNamespace> {
  ns: N;
  values: readonly V[];
  label(t: TFunction<N>, value: V): string;
  /** The badge ProTable draws a plain cell with (a column that renders its own cell needs none). */
  badge?(value: V): 'Success' | 'Processing' | 'Default' | 'Error' | 'Warning';
}

export const defineEnum = <V extends string | number, N extends FlatNamespace>(def: EnumDef<V, N>) => def;

/** An enum's labels by value: `valueEnum` for a ProTable column, `options` for a Select, `text` for a cell. */
export function enumViews<V extends string | number, N extends FlatNamespace>(
  def: EnumDef<V, N>,
  t: TFunction<N>,
) {
  const options = def.values.map((value) => ({ value, label: def.label(t, value) }));
  return {
    options,
    valueEnum: Object.fromEntries(
      options.map((o) => [
        String(o.value),
        { text: o.label, ...(def.badge && { status: def.badge(o.value) }) },
      ]),
    ),
    text: (value: V) => def.label(t, value),
  };
}

/** enumViews in the current language, for a component. */
export function useEnum<V extends string | number, N extends FlatNamespace>(def: EnumDef<V, N>) {
  const { t } = useTranslation(def.ns);
  return useMemo(() => enumViews(def, t as TFunction<N>), [def, t]);
}
