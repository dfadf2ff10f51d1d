import type { CSSProperties } from 'react';

const styles: Record<
  | 'root'
  | 'fullscreen'
  | 'notice'
  | 'sceneBar'
  | 'tabs'
  | 'toolbar'
  | 'find'
  | 'body'
  | 'drawerBody'
  | 'loading',
  CSSProperties
> = {
  root: {
    display: 'flex',
    flexDirection: 'column',
    height: 'calc(100vh - 190px)',
    minHeight: 520,
    background: '#fff',
  },
  // FLOW-03: the editor covers the whole window.
  fullscreen: {
    display: 'flex',
    flexDirection: 'column',
    position: 'fixed',
    inset: 0,
    zIndex: 1000,
    background: '#fff',
  },
  notice: { margin: 8 },
  sceneBar: {
    display: 'flex',
    alignItems: 'center',
    gap: 8,
    padding: '0 12px',
    borderBottom: '1px solid #f0f0f0',
  },
  tabs: { flex: 1, minWidth: 0, marginBottom: -1 },
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: 6,
    padding: '6px 12px',
    borderBottom: '1px solid #f0f0f0',
  },
  find: { width: 180 },
  body: { position: 'relative', flex: 1, minHeight: 0, overflow: 'hidden' },
  drawerBody: { padding: 12 },
  loading: { display: 'block', padding: 64, minHeight: 240 },
};

export default styles;
