/**
 * Puts text on the system clipboard; false when the browser refused. The Clipboard API exists only on secure
 * origins and refuses an unfocused document, and consoles are often served over plain http on an intranet, so
 * the older copy command over a selected hidden field is tried next. The field goes inside the open dialog, if
 * any, because a dialog's focus trap takes the focus (and the selection) back from anything outside it.
 * Not `copy-to-clipboard` (installed for antd): its last resort shows the text in `window.prompt`, which a
 * token secret must not get.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return copyBySelection(text);
  }
}

function copyBySelection(text: string): boolean {
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const field = document.createElement('textarea');
  field.value = text;
  field.readOnly = true;
  field.setAttribute('aria-hidden', 'true');
  Object.assign(field.style, { position: 'fixed', top: '0', left: '0', opacity: '0' });
  (focused?.closest('[role="dialog"]') ?? document.body).append(field);
  field.focus();
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
    focused?.focus();
  }
}
