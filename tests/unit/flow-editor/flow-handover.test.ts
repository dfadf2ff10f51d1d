import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { forgetPrefetched, prefetchFlowDetail, takePrefetched } from '@/features/flow-editor/flow-handover';

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** A store's dispatch answering every detail request with the flow `n` (the n-th request). */
function backend() {
  let requests = 0;
  const dispatch = jest.fn(() =>
    Promise.resolve({ data: { data: { scene: [], answerList: {}, n: ++requests } } }),
  );
  return { dispatch: dispatch as unknown as Dispatch, requests: () => requests };
}

let now = 1_000_000;
beforeEach(() => {
  now += 60_000; // each test starts with nothing fresh
  jest.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(() => jest.restoreAllMocks());

it('the editor opening the flow takes the detail fetched with the navigation, once', async () => {
  const { dispatch, requests } = backend();
  prefetchFlowDetail('robot', 7, dispatch);

  await expect(takePrefetched('robot', 7)).resolves.toMatchObject({ data: { n: 1 } });
  expect(takePrefetched('robot', 7)).toBeUndefined();
  expect(takePrefetched('assistant', 7)).toBeUndefined();
  expect(requests()).toBe(1);
});

it('navigations moments apart (the list putting the script in the address) ask once, also after the take', () => {
  const { dispatch, requests } = backend();
  prefetchFlowDetail('robot', 8, dispatch);
  now += 500;
  prefetchFlowDetail('robot', 8, dispatch);
  void takePrefetched('robot', 8);
  prefetchFlowDetail('robot', 8, dispatch);

  expect(requests()).toBe(1);
  expect(takePrefetched('robot', 8)).toBeUndefined();
});

it('a detail not taken within 10 s is not handed over: the editor loads afresh, a new navigation asks again', () => {
  const { dispatch, requests } = backend();
  prefetchFlowDetail('assistant', 9, dispatch);
  now += 10_000;

  expect(takePrefetched('assistant', 9)).toBeUndefined();
  prefetchFlowDetail('assistant', 9, dispatch);
  expect(requests()).toBe(2);
  expect(takePrefetched('assistant', 9)).toBeDefined();
});

it('a scene or branch write drops what its kind fetched ahead, so an older flow is never shown', () => {
  const { dispatch } = backend();
  prefetchFlowDetail('robot', 10, dispatch);
  prefetchFlowDetail('assistant', 10, dispatch);

  forgetPrefetched('robot');

  expect(takePrefetched('robot', 10)).toBeUndefined();
  expect(takePrefetched('assistant', 10)).toBeDefined();
});
