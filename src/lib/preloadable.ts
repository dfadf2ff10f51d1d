import type { ComponentType } from 'react';

type ComponentModule<P> = { default: ComponentType<P> };

/** A lazy component loader that remembers its component once the chunk is in, so it can be drawn without Suspense. */
export type Preloadable<P = object> = (() => Promise<ComponentModule<P>>) & { loaded?: ComponentType<P> };
export type PreloadablePage = Preloadable;

export function preloadable<P = object>(load: () => Promise<ComponentModule<P>>): Preloadable<P> {
  const loader: Preloadable<P> = () =>
    load().then((module) => {
      loader.loaded = module.default;
      return module;
    });
  return loader;
}
