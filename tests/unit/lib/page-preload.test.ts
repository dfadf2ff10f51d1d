import { preloadPage, registerPageLoaders } from '@/lib/page-preload';

const page = { default: () => null };

it('starts loading the page of a registered path, and nothing for a path without a page', () => {
  const load = jest.fn(() => Promise.resolve(page));
  registerPageLoaders([{ path: '/client/index', page: load }]);
  preloadPage('/client/nowhere');
  expect(load).not.toHaveBeenCalled();
  preloadPage('/client/index');
  expect(load).toHaveBeenCalledTimes(1);
});

it("runs the page's prefetch with the context once its code is in, and only when a context is given", async () => {
  const prefetch = jest.fn();
  const load = jest.fn(() => Promise.resolve({ ...page, prefetch }));
  registerPageLoaders([{ path: '/mall/product', page: load }]);
  preloadPage('/mall/product');
  await Promise.resolve();
  expect(prefetch).not.toHaveBeenCalled();
  const context = { dispatch: jest.fn(), username: 'admin', search: new URLSearchParams() };
  preloadPage('/mall/product', context);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(prefetch).toHaveBeenCalledWith(context);
});

it('leaves a failed load to the navigation, which loads the page again and reports it', async () => {
  const unhandled = jest.fn();
  process.on('unhandledRejection', unhandled);
  const load = jest.fn(() => Promise.reject(new Error('ChunkLoadError')));
  registerPageLoaders([{ path: '/order/index', page: load }]);
  expect(() => preloadPage('/order/index')).not.toThrow();
  await new Promise((resolve) => setTimeout(resolve, 0));
  process.off('unhandledRejection', unhandled);
  expect(unhandled).not.toHaveBeenCalled();
});
