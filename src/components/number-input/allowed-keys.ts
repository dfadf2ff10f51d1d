/** FLOW-50: editing and navigation keys a whole-number field must not swallow. */
const NAVIGATION_KEYS = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'Enter',
  'Escape',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
]);

interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** True when a keydown may reach a whole-number input: a digit, '-', a navigation key or a shortcut. */
export function isAllowedNumberKey({ key, ctrlKey, metaKey, altKey }: KeyLike): boolean {
  if (/^[0-9-]$/.test(key) || NAVIGATION_KEYS.has(key)) return true;
  // Ctrl/Cmd shortcuts (copy, paste, select all, undo) type nothing; Ctrl+Alt is AltGr on
  // Windows layouts and does type characters, so it stays blocked.
  return (ctrlKey || metaKey) && !altKey;
}
