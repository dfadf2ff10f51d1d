import type { CSSProperties } from 'react';

const styles: Record<'root' | 'main' | 'header', CSSProperties> = {
  root: { display: 'flex', gap: 12, alignItems: 'flex-start' },
  main: { flex: 1, minWidth: 0 },
  header: { display: 'flex', alignItems: 'center', gap: 8 },
};

export default styles;
