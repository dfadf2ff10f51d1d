import type { CSSProperties } from 'react';

/** SHELL-31: the company side panel's content never gets narrower than this. */
const PANEL_MIN_WIDTH = 1000;
/** Around the page, inside the frame. */
export const CONTENT_PADDING = 16;

const styles: Record<
  'root' | 'header' | 'brand' | 'areas' | 'tools' | 'sider' | 'content' | 'panel',
  CSSProperties
> = {
  root: { minHeight: '100vh' },
  header: { display: 'flex', alignItems: 'center', gap: 24, padding: '0 24px', color: '#fff' },
  brand: { fontSize: 18, fontWeight: 600, whiteSpace: 'nowrap', color: '#fff' },
  areas: { flex: 1, minWidth: 0, background: 'transparent', borderBottom: 'none' },
  tools: { display: 'flex', alignItems: 'center', gap: 16, whiteSpace: 'nowrap' },
  sider: { borderRight: '1px solid #f0f0f0' },
  content: { padding: CONTENT_PADDING, overflowX: 'auto' },
  panel: { minWidth: PANEL_MIN_WIDTH },
};

export default styles;
