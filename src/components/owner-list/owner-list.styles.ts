import type { CSSProperties } from 'react';
import { plainButton } from '@/lib/plain-button';

const item: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: '0 4px',
  cursor: 'pointer',
  padding: '8px',
  borderRadius: 4,
};

const styles: Record<
  'card' | 'body' | 'full' | 'list' | 'item' | 'itemActive' | 'pick' | 'row' | 'name' | 'meta' | 'denied',
  CSSProperties
> = {
  card: { width: 300, flex: 'none' },
  body: { padding: 12 },
  full: { width: '100%' },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  item,
  itemActive: { ...item, background: '#e6f4ff' },
  pick: { ...plainButton, flex: '1 1 0', minWidth: 0 },
  row: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 },
  // CSS alone cuts a long name: antd's Typography ellipsis measures every row after it is drawn
  name: {
    maxWidth: 180,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    fontWeight: 600,
  },
  meta: { fontSize: 12 },
  // SCRIPT-22: a disallowed action looks disabled but still answers a click with the reason.
  denied: { opacity: 0.45, cursor: 'not-allowed' },
};

export default styles;
