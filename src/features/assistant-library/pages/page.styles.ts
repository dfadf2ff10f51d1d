import type { CSSProperties } from 'react';

const styles: Record<'root' | 'planSelect' | 'columns' | 'main', CSSProperties> = {
  root: { display: 'flex', flexDirection: 'column', gap: 12 },
  planSelect: { width: 260 },
  columns: { display: 'flex', gap: 12, alignItems: 'flex-start' },
  main: { flex: 1, minWidth: 0 },
};

export default styles;
