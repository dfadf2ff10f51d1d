import type { CSSProperties } from 'react';

const styles: Record<'root' | 'main' | 'mainBody' | 'header' | 'title' | 'content' | 'empty', CSSProperties> =
  {
    root: { display: 'flex', gap: 12, alignItems: 'flex-start' },
    main: { flex: 1, minWidth: 0 },
    mainBody: { padding: 0 },
    header: { display: 'flex', alignItems: 'center', gap: 8, padding: '8px 16px 0' },
    title: { margin: 0 },
    content: { padding: 0 },
    empty: { padding: 64 },
  };

export default styles;
