/** Where to go after login: a local path from ?redirect=, never another site or the login page itself. */
export function redirectTarget(search: string, fallback = '/home/index'): string {
  const wanted = new URLSearchParams(search).get('redirect');
  if (!wanted || !wanted.startsWith('/') || wanted.startsWith('//') || wanted.startsWith('/login'))
    return fallback;
  return wanted;
}
