import type * as Stylesheet from '@/lib/antd-stylesheet';

const HREF = '/css/antd.0123abcd.css';

/** A fresh module each test: the stylesheet is applied once a session. */
const load = () => {
  let mod!: typeof Stylesheet;
  jest.isolateModules(() => {
    mod = jest.requireActual<typeof Stylesheet>('@/lib/antd-stylesheet');
  });
  return mod.antdStylesheet;
};

/** whether the promise has settled once the pending work of this turn has run */
async function settled(p: Promise<void>) {
  let done = false;
  void p.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

afterEach(() => {
  document.head.innerHTML = '';
});

it('applies the stylesheet index.html names, where it names it, and is done once it has loaded', async () => {
  document.head.innerHTML = `<meta name="antd-stylesheet" content="${HREF}"><style id="runtime"></style>`;
  const antdStylesheet = load();
  const applied = antdStylesheet();
  const sheet = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')!;
  expect(sheet.href).toBe(new URL(HREF, document.baseURI).href);
  // ahead of the styles added at run time, which may override it
  expect(sheet.nextElementSibling?.id).toBe('runtime');
  expect(await settled(applied)).toBe(false);
  sheet.dispatchEvent(new Event('load'));
  expect(await settled(applied)).toBe(true);
});

it('is applied once however many screens ask for it (boot, sign-in, the signed-in frame)', async () => {
  document.head.innerHTML = `<meta name="antd-stylesheet" content="${HREF}">`;
  const antdStylesheet = load();
  const first = antdStylesheet();
  const second = antdStylesheet();
  expect(second).toBe(first);
  expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
});

it('does not keep the console from drawing when the file fails or is not named', async () => {
  document.head.innerHTML = `<meta name="antd-stylesheet" content="${HREF}">`;
  const failing = load()();
  document.head.querySelector('link[rel="stylesheet"]')!.dispatchEvent(new Event('error'));
  expect(await settled(failing)).toBe(true);
  document.head.innerHTML = '';
  expect(await settled(load()())).toBe(true);
});
