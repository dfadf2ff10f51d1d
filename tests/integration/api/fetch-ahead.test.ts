import { delay, HttpResponse } from 'msw';
import { setNotifier } from '@/api/feedback';
import { homeGeneratedApi } from '@/api/generated/home.gen';
import { setupStore } from '@/store/store';
import { PREFETCH_FRESH } from '@/lib/app-route';
import { overrideApi } from '@tests/support/overrides';

// What the user is told: every warning and error the requests show, in order.
const shown: string[] = [];
beforeEach(() => {
  shown.length = 0;
  setNotifier({
    success: () => undefined,
    warning: (text) => shown.push(text),
    error: (text) => shown.push(text),
  });
});
afterEach(() => setNotifier(null));

/** home/statistics fails with its call's number in the message, after `wait` ms. */
function failingStatistics(wait = 0) {
  const calls = { count: 0 };
  overrideApi('home/statistics', async () => {
    const n = (calls.count += 1);
    await delay(wait);
    return HttpResponse.json({ code: 1, msg: `统计失败${n}`, data: null });
  });
  return calls;
}

const fetchAhead = (store: ReturnType<typeof setupStore>) =>
  store.dispatch(homeGeneratedApi.util.prefetch('homeStatistics', undefined, PREFETCH_FRESH));
const answered = (store: ReturnType<typeof setupStore>) =>
  Promise.all(store.dispatch(homeGeneratedApi.util.getRunningQueriesThunk()));

it('a fetch ahead that fails before its page opens shows nothing; the page asks again and shows its failure once', async () => {
  const calls = failingStatistics();
  const store = setupStore();
  fetchAhead(store);
  await answered(store);
  expect(shown).toEqual([]);

  const page = store.dispatch(homeGeneratedApi.endpoints.homeStatistics.initiate());
  await page;
  page.unsubscribe();

  expect(calls.count).toBe(2);
  expect(shown).toEqual(['统计失败2']);
});

it('a fetch ahead the page is already waiting for shows its failure, once, and is not asked again', async () => {
  const calls = failingStatistics(200);
  const store = setupStore();
  fetchAhead(store);
  const page = store.dispatch(homeGeneratedApi.endpoints.homeStatistics.initiate());
  await answered(store);
  page.unsubscribe();

  expect(calls.count).toBe(1);
  expect(shown).toEqual(['统计失败1']);
});
