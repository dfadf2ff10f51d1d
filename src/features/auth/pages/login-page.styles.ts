import type { CSSProperties } from 'react';

const styles: Record<'page' | 'card' | 'title' | 'subtitle' | 'hint', CSSProperties> = {
  page: {
    minHeight: '100vh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    background: 'linear-gradient(135deg, #e8f1ff 0%, #f5f7fa 60%, #eef7f2 100%)',
  },
  card: {
    width: 400,
    padding: '40px 40px 24px',
    background: '#fff',
    borderRadius: 12,
    boxShadow: '0 12px 40px rgba(22, 119, 255, 0.12)',
  },
  title: {
    textAlign: 'center',
    margin: '0 0 4px',
    fontSize: 24,
    fontWeight: 600,
    color: 'rgba(0, 0, 0, 0.88)',
  },
  subtitle: { textAlign: 'center', margin: '0 0 28px', fontSize: 13, color: 'rgba(0, 0, 0, 0.56)' },
  hint: { margin: '16px 0 0', fontSize: 12, color: 'rgba(0, 0, 0, 0.56)' },
};

export default styles;
