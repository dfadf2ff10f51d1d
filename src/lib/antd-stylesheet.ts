/**
 * antd's stylesheet: the console runs antd in zero-runtime mode (src/app/theme.ts), so its components' styles
 * come from this file rather than being built in the page. index.html only preloads it (a render-blocking
 * stylesheet would keep a slow network's first paint blank, without the loading spinner); the console is drawn
 * once it applies, never unstyled. A file that fails to load is not waited for.
 */
export function antdStylesheet(): Promise<void> {
  const preload = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="style"]');
  if (!preload) return Promise.resolve();
  const sheet = document.createElement('link');
  sheet.rel = 'stylesheet';
  sheet.href = preload.href;
  const applied = new Promise<void>((resolve) => {
    sheet.onload = () => resolve();
    sheet.onerror = () => resolve();
  });
  // where the preload is, ahead of the styles the page adds at run time (the theme's variables, pro-components)
  preload.after(sheet);
  return applied;
}
