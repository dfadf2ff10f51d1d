import type { FormInstance } from 'antd';
import type { ApiError } from '@/api/base-query';

/**
 * Puts a refused save's message under the field it concerns (a duplicate name answers 1002; a validation
 * failure names its fields), so the user sees what to change without losing what they typed.
 */
export function showServerErrors(form: FormInstance, error: unknown, duplicateField: string): void {
  const e = error as ApiError | undefined;
  if (!e || e.status !== 'ENVELOPE') return;
  const fields = (e.data as { errors?: Record<string, string> } | null)?.errors;
  if (fields) {
    form.setFields(Object.entries(fields).map(([name, msg]) => ({ name, errors: [msg] })));
  } else if (e.code === 1002) form.setFields([{ name: duplicateField, errors: [e.msg] }]);
}
