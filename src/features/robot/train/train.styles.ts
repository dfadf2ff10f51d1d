import type { CSSProperties } from 'react';

const bubble: CSSProperties = {
  padding: '6px 10px',
  borderRadius: 8,
  maxWidth: '80%',
  whiteSpace: 'pre-wrap',
};

const styles: Record<
  | 'root'
  | 'chat'
  | 'lines'
  | 'robot'
  | 'customer'
  | 'robotBubble'
  | 'customerBubble'
  | 'input'
  | 'actions'
  | 'side'
  | 'loading'
  | 'ended',
  CSSProperties
> = {
  root: { display: 'flex', gap: 12, padding: 12, alignItems: 'flex-start' },
  chat: { flex: 2, minWidth: 0 },
  lines: {
    height: 420,
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: 10,
    paddingRight: 4,
  },
  robot: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 4 },
  customer: { display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 4 },
  robotBubble: { ...bubble, background: '#f0f5ff' },
  customerBubble: { ...bubble, background: '#f6ffed' },
  input: { width: '100%', marginTop: 12 },
  actions: { marginTop: 8 },
  side: { flex: 1, minWidth: 280, display: 'flex', flexDirection: 'column', gap: 12 },
  loading: { display: 'block', padding: 48 },
  ended: { marginTop: 8 },
};

export default styles;
