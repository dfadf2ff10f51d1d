import { fail } from './http';

/**
 * The platform's code for an unknown id: 404 in the customers and call-centre areas, 1001 in the robot and
 * assistant endpoints (openapi/paths/assistant.yaml names it).
 */
export type NotFoundCode = 404 | 1001;

/** The failure envelope for an unknown id: `${label}不存在`, and the id when the call named several. */
export const notFound = (label: string, code: NotFoundCode = 404, id?: number) =>
  fail(code, id === undefined ? `${label}不存在` : `${label}不存在（ID：${id}）`);
