/**
 * Regular expressions typed by users. The browser's RegExp says what is wrong but not where, so the
 * position is found by compiling growing prefixes: the first prefix that fails with the same reason as the
 * whole pattern ends at the offending character ("ab(cd" → the "(" at 2; "a)b" → the ")" at 1). A prefix
 * that only fails for being unfinished ("a(" of "a(b)c)") gives another reason and is passed over.
 */
export type RegexCheck = { ok: true; regex: RegExp } | { ok: false; position: number; detail: string };

function reasonOf(pattern: string, flags: string): string | null {
  try {
    new RegExp(pattern, flags);
    return null;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return message.slice(message.lastIndexOf(': ') + 2);
  }
}

export function compileRegex(pattern: string, ignoreCase = false): RegexCheck {
  const flags = ignoreCase ? 'gi' : 'g';
  const reason = reasonOf(pattern, flags);
  if (reason === null) return { ok: true, regex: new RegExp(pattern, flags) };
  for (let end = 1; end <= pattern.length; end += 1) {
    if (reasonOf(pattern.slice(0, end), flags) === reason)
      return { ok: false, position: end - 1, detail: reason };
  }
  return { ok: false, position: Math.max(0, pattern.length - 1), detail: reason };
}
