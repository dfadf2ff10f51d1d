import { robotApi } from './api';
import { PREFETCH_FRESH, type PagePrefetch, type PrefetchContext } from '@/lib/app-route';
import type { Script } from './dialogue.slice';
import { canOpenTab } from '@/domain/robot/rules';

/** Scripts per page of the dialogue screens' script list. */
export const SCRIPT_PAGE_SIZE = 10;

/** The script list's call of an address without a script: page 1, no keyword, no industry (ScriptList). */
export const FIRST_SCRIPTS = { body: { page: 1, limit: SCRIPT_PAGE_SIZE, name: '' } };

/**
 * A dialogue screen's first requests (PagePrefetch): the script list and its industry tree and then, once the
 * list answers, `forScript` with the script the screen shows (the address's `?id=`, or the first, which the
 * list selects by itself) where that script may open `tab`, so the tab's own requests leave at once instead
 * of after the selection and the tab have been drawn.
 */
export const dialoguePrefetch =
  (tab: string, forScript: (script: Script, context: PrefetchContext) => void): PagePrefetch =>
  (context) => {
    const { dispatch, search } = context;
    dispatch(robotApi.util.prefetch('robotIndustryTree', undefined, PREFETCH_FRESH));
    const scripts = dispatch(
      robotApi.endpoints.robotScriptList.initiate(FIRST_SCRIPTS, { subscribe: false }),
    );
    const id = Number(search.get('id'));
    void scripts.then(({ data }) => {
      const rows = data?.data.data ?? [];
      const shown = search.has('id') ? rows.find((s) => s.id === id) : rows[0];
      if (shown && canOpenTab(shown, tab)) forScript(shown, context);
    });
  };
