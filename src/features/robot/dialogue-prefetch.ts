import { robotApi } from './api';
import { PREFETCH_FRESH, type PagePrefetch, type PrefetchContext } from '@/lib/app-route';
import type { Script } from './dialogue.slice';

/** Scripts per page of the dialogue screens' script list. */
export const SCRIPT_PAGE_SIZE = 10;

/** The script list's call of an address without a script: page 1, no keyword, no industry (ScriptList). */
export const FIRST_SCRIPTS = { body: { page: 1, limit: SCRIPT_PAGE_SIZE, name: '' } };

/**
 * A dialogue screen's first requests (PagePrefetch): the script list and its industry tree and then, once the
 * list answers, `forFirst` with the script the screen selects by itself, so the tab's own request leaves at
 * once instead of after the selection has been drawn.
 */
export const dialoguePrefetch =
  (forFirst: (script: Script, context: PrefetchContext) => void): PagePrefetch =>
  (context) => {
    const { dispatch } = context;
    dispatch(robotApi.util.prefetch('robotIndustryTree', undefined, PREFETCH_FRESH));
    const scripts = dispatch(
      robotApi.endpoints.robotScriptList.initiate(FIRST_SCRIPTS, { subscribe: false }),
    );
    void scripts.then(({ data }) => {
      const first = data?.data.data[0] as Script | undefined;
      if (first) forFirst(first, context);
    });
  };
