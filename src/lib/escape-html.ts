const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * `text` as HTML that shows it literally. For the few places that hand a library an HTML string instead of a
 * React node (an echarts tooltip formatter's answer): whatever the server or a user wrote stays text there too.
 */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
