import { useCallback } from 'react';
import { App } from 'antd';
import { isVersionConflict } from '@/api/version-conflict';
import { serverFieldErrors, type ServerFieldError } from './apply-server-errors';

/** What an RTK Query mutation call resolves to. */
export type MutationResult = { data: unknown; error?: undefined } | { error: unknown; data?: undefined };

export interface FeedbackOptions<D> {
  /** Said when the server saved it: a text, or one made from the answer (e.g. the server's own msg). */
  success?: string | ((data: D) => string);
  /** Where a duplicate-name refusal goes among the field errors. */
  duplicateField?: string;
}

export type Outcome<D> =
  | { ok: true; data: D }
  | {
      ok: false;
      error: unknown;
      fieldErrors: ServerFieldError[];
      /** Refused as stale: someone else saved the record since the form loaded it (VersionConflict). */
      conflict: boolean;
    };

/**
 * The one way a save tells the user how it went. A success says `success`; a refusal's warning (an envelope
 * whose data.code is 1) or error message is already shown by the request layer (api/base-query, REQ-13..15),
 * so it is not said twice; the refusal's messages about fields come back for the form (form.setFields).
 */
export function useMutationFeedback() {
  const { message } = App.useApp();
  return useCallback(
    async <R extends MutationResult>(
      save: Promise<R> | R,
      { success, duplicateField }: FeedbackOptions<NonNullable<R['data']>> = {},
    ): Promise<Outcome<NonNullable<R['data']>>> => {
      const result = await save;
      if (result.error !== undefined)
        return {
          ok: false,
          error: result.error,
          fieldErrors: serverFieldErrors(result.error, duplicateField),
          conflict: isVersionConflict(result.error),
        };
      const data = result.data as NonNullable<R['data']>;
      const text = typeof success === 'function' ? success(data) : success;
      if (text) void message.success(text);
      return { ok: true, data };
    },
    [message],
  );
}
