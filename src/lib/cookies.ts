import Cookies from 'js-cookie';

/** CONST-02: every cookie the console sets lives one day. */
export const COOKIE_EXPIRY_DAYS = 1;

export const cookies = {
  get: (name: string): string | undefined => Cookies.get(name),
  set: (name: string, value: string): void => {
    Cookies.set(name, value, { expires: COOKIE_EXPIRY_DAYS, sameSite: 'lax', path: '/' });
  },
  remove: (name: string): void => Cookies.remove(name, { path: '/' }),
  getJson<T>(name: string): T | undefined {
    const raw = Cookies.get(name);
    if (!raw) return undefined;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return undefined;
    }
  },
  setJson: (name: string, value: unknown): void => cookies.set(name, JSON.stringify(value)),
};
