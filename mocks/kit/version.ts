import { HttpResponse } from 'msw';

/**
 * Row versions (openapi/schemas/common.yaml#/Version): two people editing one record never overwrite each other
 * unseen. A row is version 1 when created or seeded (rows stored before versions existed carry none and count as
 * 1, so no seed and no saved data set changes shape); every saved change makes it one more.
 */
export interface Versioned {
  version?: number;
}

// rows of any table: a table's row type need not declare the field to be versioned
export const versionOf = (row: object): number => (row as Versioned).version ?? 1;

/** `changed`, the new state of `row`, as saved: its version one more than the row's. */
export const nextVersion = <R extends object>(row: R, changed: R): R => ({
  ...changed,
  version: versionOf(row) + 1,
});

/**
 * The version a save says it loaded (the contract checked it is an integer ≥ 1). None: a client from before
 * versions, whose save is not checked and wins as it always did.
 */
export const expectedVersion = (raw: unknown): number | undefined =>
  raw === undefined || raw === null || raw === '' ? undefined : Number(raw);

/** Whether a save that loaded `expected` would overwrite a change it has not seen. */
export const isStale = (row: object, expected: number | undefined): boolean =>
  expected !== undefined && expected !== versionOf(row);

export const VERSION_CONFLICT = 409;
export const VERSION_CONFLICT_MSG = '数据已被他人修改，请刷新后重试';

/**
 * The refusal of a stale save (VersionConflict): the failure envelope of handlers/http's `fail`, written here so
 * the kit needs no handler.
 */
export const versionConflict = () =>
  HttpResponse.json({ code: VERSION_CONFLICT, msg: VERSION_CONFLICT_MSG, data: null });

/** What a versioned table's update answers for a stale save: nothing was written. */
export interface Stale {
  stale: true;
  /** the row's current version */
  version: number;
}

export const isStaleResult = (result: unknown): result is Stale =>
  typeof result === 'object' && result !== null && (result as Partial<Stale>).stale === true;
