import { useCallback, useState } from 'react';

interface State<R> {
  /** the record the opener gave: another one starts afresh */
  given: R;
  /** the record as 刷新 fetched it */
  fresh?: R;
  stale: boolean;
  reloading: boolean;
  generation: number;
}

/** The state for a record the opener gives anew (another edit): without the last one's conflict or reload. */
const afresh = <R>(s: State<R>, given: R): State<R> =>
  s.given === given ? s : { given, stale: false, reloading: false, generation: s.generation + 1 };

/**
 * An edit form's record while someone else may save it too. The form sends the version of `record`; a save
 * refused as stale calls `onConflict` (useFormSubmit's option): `stale` is then true and the form shows
 * VersionConflictAlert, keeping what was typed. `reload()` fetches the record again by its id (`fetchById`, the
 * detail query): `record` becomes the one the other person saved and `generation` changes, so the form, keyed by
 * it, shows their change. No record (a new one) has nothing to reload.
 */
export function useRecordReload<R extends { id: number } | null | undefined>(
  given: R,
  fetchById: (id: number) => Promise<NonNullable<R>>,
) {
  const [state, setState] = useState<State<R>>({
    given,
    stale: false,
    reloading: false,
    generation: 0,
  });
  const current = afresh(state, given);
  const update = useCallback(
    (change: Partial<State<R>>) => setState((s) => ({ ...afresh(s, given), ...change })),
    [given],
  );
  const onConflict = useCallback(() => update({ stale: true }), [update]);
  const reload = useCallback(async () => {
    if (!given) return;
    update({ reloading: true });
    const fresh = await fetchById(given.id).catch(() => undefined);
    // a failed fetch was shown by the request layer: the form stays as it is, 刷新 still offered
    setState((s) =>
      fresh === undefined
        ? { ...s, reloading: false }
        : { ...s, fresh, stale: false, reloading: false, generation: s.generation + 1 },
    );
  }, [update, fetchById, given]);
  return {
    record: current.fresh ?? current.given,
    stale: current.stale,
    reloading: current.reloading,
    generation: current.generation,
    onConflict,
    reload,
  };
}
