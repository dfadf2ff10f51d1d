import { useCallback } from 'react';
import { App, type FormInstance } from 'antd';
import { applyServerErrors } from './apply-server-errors';

/** What an RTK Query mutation call resolves to. */
type SaveResult = { data: unknown; error?: undefined } | { error: unknown; data?: undefined };

interface SubmitOptions {
  /** Said on success. */
  success: string;
  /** Where a duplicate-name refusal is shown. */
  duplicateField?: string;
}

/**
 * The one way a create/edit dialog saves, for its `onFinish`: a success says `success` and resolves true
 * (the dialog closes); a refusal puts the server's field messages on the form and resolves false (the
 * dialog stays open with what was typed; the request layer already showed the message).
 */
export function useFormSubmit() {
  const { message } = App.useApp();
  return useCallback(
    async <R extends SaveResult>(
      form: Pick<FormInstance, 'setFields'> | null | undefined,
      save: Promise<R>,
      { success, duplicateField }: SubmitOptions,
    ): Promise<R | false> => {
      const result = await save;
      if (result.error !== undefined) {
        applyServerErrors(form, result.error, duplicateField);
        return false;
      }
      void message.success(success);
      return result;
    },
    [message],
  );
}
