import type { CSSProperties } from 'react';

const styles: Record<
  'card' | 'body' | 'full' | 'list' | 'item' | 'itemActive' | 'row' | 'name' | 'meta' | 'denied',
  CSSProperties
> = {
  card: { width: 300, flex: 'none' },
  body: { padding: 12 },
  full: { width: '100%' },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  item: { cursor: 'pointer', padding: '8px', borderRadius: 4 },
  itemActive: { cursor: 'pointer', padding: '8px', borderRadius: 4, background: '#e6f4ff' },
  row: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 },
  name: { maxWidth: 180 },
  meta: { fontSize: 12 },
  // SCRIPT-22: a disallowed action looks disabled but still answers a click with the reason.
  denied: { opacity: 0.45, cursor: 'not-allowed' },
};

export default styles;
