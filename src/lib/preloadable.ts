import type { ComponentType } from 'react';

type PageModule = { default: ComponentType };

/** A lazy page loader that remembers its page once the chunk is in, so a route can draw it without Suspense. */
export type PreloadablePage = (() => Promise<PageModule>) & { loaded?: ComponentType };

export function preloadable(load: () => Promise<PageModule>): PreloadablePage {
  const loader: PreloadablePage = () =>
    load().then((module) => {
      loader.loaded = module.default;
      return module;
    });
  return loader;
}
