import type { CSSProperties } from 'react';

const styles: Record<
  'card' | 'body' | 'full' | 'list' | 'item' | 'itemActive' | 'row' | 'name' | 'meta',
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
};

export default styles;
