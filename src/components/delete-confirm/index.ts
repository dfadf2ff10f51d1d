export { DeleteConfirm, type DeleteConfirmProps } from './DeleteConfirm';
