import { screen, within } from '@testing-library/react';

/** A label as antd draws it: it spaces a two-character Chinese label (确 定). */
const spaced = (label: string) => new RegExp(`^${[...label].join('\\s?')}$`);

/** A button by its exact label, on the screen or within `scope`. */
export const button = (label: string, scope?: HTMLElement) =>
  (scope ? within(scope) : screen).getByRole('button', { name: spaced(label) });

/** The confirming button of a modal or pop-up (确定, or OK where antd's locale is not loaded). */
export const okButton = (scope?: HTMLElement) =>
  (scope ? within(scope) : screen).getByRole('button', { name: /^(确\s?定|OK)$/ });
