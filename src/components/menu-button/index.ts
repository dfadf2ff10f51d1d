export { MenuButton, useMenuFocusReturn } from './MenuButton';
