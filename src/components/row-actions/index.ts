export { RowActions, type RowAction, type RowActionsProps } from './RowActions';
