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

/**
 * An edit form's record while someone else may save it too. The form sends the version of `record`; a save
 * refused as stale calls `onConflict` (useFormSubmit's option): `stale` is then true and the form shows
 * VersionConflictAlert, keeping what was typed. `reload()` fetches the record again: `record` becomes the one
 * the other person saved and `generation` changes, so the form, keyed by it, shows their change.
 */
export function useRecordReload<R>(given: R, fetchFresh: () => Promise<R | undefined>) {
  const [state, setState] = useState<State<R>>({ given, stale: false, reloading: false, generation: 0 });
  // a record the opener gives anew (another edit) starts without the last one's conflict
  const current: State<R> =
    state.given === given
      ? state
      : { given, stale: false, reloading: false, generation: state.generation + 1 };
  const update = useCallback(
    (change: Partial<State<R>>) =>
      setState((s) => ({
        ...(s.given === given ? s : { given, stale: false, reloading: false, generation: s.generation + 1 }),
        ...change,
      })),
    [given],
  );
  const onConflict = useCallback(() => update({ stale: true }), [update]);
  const reload = useCallback(async () => {
    update({ reloading: true });
    const fresh = await fetchFresh().catch(() => undefined);
    // a failed fetch was shown by the request layer: the form stays as it is, 刷新 still offered
    setState((s) =>
      fresh === undefined
        ? { ...s, reloading: false }
        : { ...s, fresh, stale: false, reloading: false, generation: s.generation + 1 },
    );
  }, [update, fetchFresh]);
  return {
    record: current.fresh ?? current.given,
    stale: current.stale,
    reloading: current.reloading,
    generation: current.generation,
    onConflict,
    reload,
  };
}
