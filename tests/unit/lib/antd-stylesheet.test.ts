import { antdStylesheet } from '@/lib/antd-stylesheet';

const HREF = '/css/antd.0123abcd.css';
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

it('applies the stylesheet index.html preloads, where the preload is, and is done once it has loaded', async () => {
  document.head.innerHTML = `<link rel="preload" href="${HREF}" as="style"><style id="runtime"></style>`;
  const applied = antdStylesheet();
  const sheet = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')!;
  expect(sheet.href).toBe(new URL(HREF, document.baseURI).href);
  // ahead of the styles added at run time, which may override it
  expect(sheet.nextElementSibling?.id).toBe('runtime');
  expect(await settled(applied)).toBe(false);
  sheet.dispatchEvent(new Event('load'));
  expect(await settled(applied)).toBe(true);
});

it('does not keep the console from drawing when the file fails or no preload exists', async () => {
  document.head.innerHTML = `<link rel="preload" href="${HREF}" as="style">`;
  const applied = antdStylesheet();
  document.head.querySelector('link[rel="stylesheet"]')!.dispatchEvent(new Event('error'));
  expect(await settled(applied)).toBe(true);
  document.head.innerHTML = '';
  expect(await settled(antdStylesheet())).toBe(true);
});
