import type { ComponentType } from 'react';

type PageModule = { default: ComponentType };

/** One route of the console: its path, its name (the i18n key menu:<name>), and the lazy page that draws it. */
export interface AppRoute {
  path: string;
  name: string;
  page: () => Promise<PageModule>;
  /** SHELL-21: where to go instead when this route is not permitted but that one is. */
  companyRouter?: string;
}
