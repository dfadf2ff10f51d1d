import type { CSSProperties } from 'react';
import { PRIMARY } from '@/lib/primary-colour';

const TITLE_HEIGHT = 40;

const bubble: CSSProperties = {
  display: 'inline-block',
  maxWidth: '80%',
  padding: '6px 10px',
  borderRadius: 8,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  textAlign: 'left',
};

const styles = {
  frame: {
    position: 'fixed',
    display: 'flex',
    flexDirection: 'column',
    maxWidth: '100vw',
    maxHeight: '100vh',
    background: '#fff',
    borderRadius: 8,
    boxShadow: '0 6px 24px rgba(0, 0, 0, 0.2)',
    overflow: 'hidden',
    // its own layer: a line arriving repaints the window, not the page under it
    contain: 'layout paint',
    willChange: 'transform',
  },
  titleBar: {
    height: TITLE_HEIGHT,
    flex: `0 0 ${TITLE_HEIGHT}px`,
    display: 'flex',
    alignItems: 'center',
    gap: 8,
    padding: '0 8px 0 16px',
    background: '#1677ff',
    color: '#fff',
    cursor: 'move',
    userSelect: 'none',
    touchAction: 'none',
  },
  title: { fontWeight: 600, whiteSpace: 'nowrap' },
  titleInfo: { flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  titleButton: { color: '#fff' },
  body: { flex: 1, minHeight: 0, padding: 12, display: 'flex', gap: 12 },
  column: { display: 'flex', flexDirection: 'column', gap: 12, minHeight: 0, overflow: 'auto' },
  left: { flex: '0 0 320px' },
  middle: { flex: 1, minWidth: 0 },
  right: { flex: '0 0 400px' },
  mini: { flex: 1, minWidth: 0 },
  fill: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' },
  scroll: { flex: 1, minHeight: 0, overflow: 'auto' },
  matched: { borderColor: '#faad14', background: '#fffbe6' },
  scriptContent: { fontSize: 15, whiteSpace: 'pre-wrap' },
  branches: { listStyle: 'none', margin: '4px 0 0', padding: 0 },
  branch: { padding: '6px 0', borderTop: '1px solid #f0f0f0' },
  qa: { marginBottom: 8 },
  qaAnswer: { marginBottom: 0, whiteSpace: 'pre-wrap' },
  // its own layout and paint boundary: new lines do not invalidate the rest of the page
  chatScroll: { maxHeight: 480, overflow: 'auto', contain: 'content' },
  chatList: { listStyle: 'none', margin: 0, padding: 0 },
  lineCustomer: { textAlign: 'left', margin: '6px 0' },
  lineSeat: { textAlign: 'right', margin: '6px 0' },
  lineWho: { display: 'block', fontSize: 12 },
  bubbleCustomer: { ...bubble, background: '#f0f0f0', color: 'rgba(0, 0, 0, 0.88)' },
  // white on the theme's primary (4.5:1 or more), not antd's default blue (4.1:1)
  bubbleSeat: { ...bubble, background: PRIMARY, color: '#fff' },
} satisfies Record<string, CSSProperties>;

export default styles;
