export { applyServerErrors, serverFieldErrors, type ServerFieldError } from './apply-server-errors';
export { useFormDialog, type FormDialogProps } from './use-form-dialog';
export { useFormSubmit } from './use-form-submit';
export { WINDOW_FIT_MODAL } from './window-fit-modal';
export { useMutationFeedback, type MutationResult, type Outcome } from './use-mutation-feedback';
export { useRecordReload } from './use-record-reload';
export { VersionConflictAlert } from './VersionConflictAlert';
