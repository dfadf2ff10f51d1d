import type { ImportOutcome, RowError } from './ImportReport';

/** What an import call answers for one batch: how many rows it took and the refused ones, or a refusal. */
export type BatchAnswer =
  | { data: { data: { success: number; errors: RowError[] } }; error?: undefined }
  | { error: unknown; data?: undefined };

const refusalOf = (error: unknown) =>
  error && typeof error === 'object' && 'msg' in error ? String(error.msg) : undefined;

/**
 * Sends `rows` in batches of `size`, one after the other, and says how far it got after each. Every row ends up
 * taken or among the errors with its row number: a refused batch (the server's failure, the network) fails each of
 * its rows with `failed(the refusal's message)`. The errors come back in row order.
 */
export async function importInBatches<R extends { row: number }>(
  rows: readonly R[],
  {
    size,
    send,
    failed,
    onProgress,
  }: {
    size: number;
    send(batch: R[]): Promise<BatchAnswer>;
    failed(msg: string | undefined): string;
    onProgress?(done: number): void;
  },
): Promise<ImportOutcome> {
  const outcome: ImportOutcome = { total: rows.length, success: 0, errors: [] };
  for (let done = 0; done < rows.length;) {
    const batch = rows.slice(done, done + size);
    const answer = await send(batch);
    if (answer.data) {
      outcome.success += answer.data.data.success;
      outcome.errors.push(...answer.data.data.errors);
    } else {
      const msg = failed(refusalOf(answer.error));
      outcome.errors.push(...batch.map((r) => ({ row: r.row, msg })));
    }
    done += batch.length;
    onProgress?.(done);
  }
  outcome.errors.sort((a, b) => a.row - b.row);
  return outcome;
}
