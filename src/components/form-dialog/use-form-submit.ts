import { useCallback } from 'react';
import type { FormInstance } from 'antd';
import { useMutationFeedback, type MutationResult } from './use-mutation-feedback';

interface SubmitOptions {
  /** Said on success. */
  success: string;
  /** Where a duplicate-name refusal is shown. */
  duplicateField?: string;
  /**
   * Told when the save is refused as stale (someone else saved the record meanwhile): the form shows
   * VersionConflictAlert and keeps what was typed (useRecordReload).
   */
  onConflict?(): void;
}

/**
 * The one way a create/edit dialog saves, for its `onFinish` (useMutationFeedback with a form): a success says
 * `success` and resolves the result (the dialog closes); a refusal puts the server's field messages on the form
 * and resolves false (the dialog stays open with what was typed; the request layer already showed the message).
 */
export function useFormSubmit() {
  const feedback = useMutationFeedback();
  return useCallback(
    async <R extends MutationResult>(
      form: Pick<FormInstance, 'setFields'> | null | undefined,
      save: Promise<R>,
      { success, duplicateField, onConflict }: SubmitOptions,
    ): Promise<R | false> => {
      const result = await save;
      const outcome = await feedback(result, { success, duplicateField });
      if (outcome.ok) return result;
      if (outcome.fieldErrors.length) form?.setFields(outcome.fieldErrors);
      if (outcome.conflict) onConflict?.();
      return false;
    },
    [feedback],
  );
}
