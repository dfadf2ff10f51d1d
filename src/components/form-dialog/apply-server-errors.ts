import type { FormInstance } from 'antd';
import type { ApiError } from '@/api/base-query';

/** The failure envelope's code for a name already taken (the server's message names it). */
const DUPLICATE = 1002;

/** A server message under one form field (antd's FieldData shape). */
export interface ServerFieldError {
  name: string | string[];
  errors: [string];
}

const isApiError = (error: unknown): error is ApiError =>
  typeof error === 'object' && error !== null && 'status' in error && 'msg' in error;

const fieldErrorsOf = (data: unknown): Record<string, string> | undefined => {
  if (typeof data !== 'object' || data === null || !('errors' in data)) return undefined;
  const { errors } = data;
  if (typeof errors !== 'object' || errors === null) return undefined;
  return Object.fromEntries(Object.entries(errors).filter(([, msg]) => typeof msg === 'string'));
};

/**
 * The messages of a refused save that concern fields: the failure envelope's `data.errors` ({field: message};
 * `attributes.<field>` names a nested field), or a duplicate (code 1002) under `duplicateField`.
 */
export function serverFieldErrors(error: unknown, duplicateField?: string): ServerFieldError[] {
  if (!isApiError(error) || error.status !== 'ENVELOPE') return [];
  const fields = fieldErrorsOf(error.data);
  if (fields && Object.keys(fields).length)
    return Object.entries(fields).map(([name, msg]) => ({ name: name.split('.'), errors: [msg] }));
  if (error.code === DUPLICATE && duplicateField) return [{ name: duplicateField, errors: [error.msg] }];
  return [];
}

/**
 * Puts a refused save's messages under the fields they concern (serverFieldErrors). The form keeps what was
 * typed. Says whether anything was put on the form.
 */
export function applyServerErrors(
  form: Pick<FormInstance, 'setFields'> | null | undefined,
  error: unknown,
  duplicateField?: string,
): boolean {
  const fields = serverFieldErrors(error, duplicateField);
  if (!form || !fields.length) return false;
  form.setFields(fields);
  return true;
}
