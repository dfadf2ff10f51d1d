let applied: Promise<void> | undefined;

/**
 * antd's stylesheet: the console runs antd in zero-runtime mode (src/app/theme.ts), so its components' styles
 * come from this file (≈107 KB gzip) rather than being built in the page. index.html names it without fetching
 * it: the login page draws no antd component (its form has its own few rules), so it loads only on the way into
 * the console — at boot on any other address, when the user signs in, before the signed-in frame draws. Once a
 * session; where index.html names it, ahead of the styles the page adds at run time (the theme's variables,
 * pro-components). A file that fails to load is not waited for.
 */
export function antdStylesheet(): Promise<void> {
  applied ??= new Promise<void>((resolve) => {
    const named = document.querySelector<HTMLMetaElement>('meta[name="antd-stylesheet"]');
    if (!named) return resolve();
    const sheet = document.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.href = named.content;
    sheet.onload = () => resolve();
    sheet.onerror = () => resolve();
    named.after(sheet);
  });
  return applied;
}

/** A lazy module that draws antd components: resolves once both its code and antd's stylesheet are in. */
export const withAntdStyles = <T>(load: Promise<T>): Promise<T> =>
  Promise.all([load, antdStylesheet()]).then(([module]) => module);
