export { applyServerErrors } from './apply-server-errors';
export { useFormDialog, type FormDialogProps } from './use-form-dialog';
export { useFormSubmit } from './use-form-submit';
export { WINDOW_FIT_MODAL } from './window-fit-modal';
