import type { FormInstance } from 'antd';
import type { ApiError } from '@/api/base-query';

/** The failure envelope's code for a name already taken (the server's message names it). */
const DUPLICATE = 1002;

const isApiError = (error: unknown): error is ApiError =>
  typeof error === 'object' && error !== null && 'status' in error && 'msg' in error;

const fieldErrorsOf = (data: unknown): Record<string, string> | undefined => {
  if (typeof data !== 'object' || data === null || !('errors' in data)) return undefined;
  const { errors } = data;
  if (typeof errors !== 'object' || errors === null) return undefined;
  return Object.fromEntries(Object.entries(errors).filter(([, msg]) => typeof msg === 'string'));
};

/**
 * Puts a refused save's messages under the fields they concern: the failure envelope's `data.errors`
 * ({field: message}; `attributes.<field>` names a nested field), or a duplicate (code 1002) under
 * `duplicateField`. The form keeps what was typed. Says whether anything was put on the form.
 */
export function applyServerErrors(
  form: Pick<FormInstance, 'setFields'> | null | undefined,
  error: unknown,
  duplicateField?: string,
): boolean {
  if (!form || !isApiError(error) || error.status !== 'ENVELOPE') return false;
  const fields = fieldErrorsOf(error.data);
  if (fields && Object.keys(fields).length) {
    form.setFields(Object.entries(fields).map(([name, msg]) => ({ name: name.split('.'), errors: [msg] })));
    return true;
  }
  if (error.code === DUPLICATE && duplicateField) {
    form.setFields([{ name: duplicateField, errors: [error.msg] }]);
    return true;
  }
  return false;
}
