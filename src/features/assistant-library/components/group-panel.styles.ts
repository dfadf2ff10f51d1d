import type { CSSProperties } from 'react';
import { plainButton } from '@/lib/plain-button';

const item: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: 4,
  cursor: 'pointer',
  padding: '4px 4px 4px 8px',
  borderRadius: 4,
  minHeight: 32,
};

const styles: Record<'card' | 'list' | 'item' | 'itemActive' | 'pick' | 'name' | 'count', CSSProperties> = {
  card: { width: 240, flex: 'none', alignSelf: 'flex-start' },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  item,
  itemActive: { ...item, background: '#e6f4ff' },
  pick: {
    ...plainButton,
    display: 'flex',
    alignItems: 'center',
    gap: 4,
    flex: 1,
    minWidth: 0,
    alignSelf: 'stretch',
  },
  name: { flex: 1, minWidth: 0 },
  count: { fontSize: 12 },
};

export default styles;
