import type { CSSProperties } from 'react';

const styles: Record<'page' | 'card' | 'title' | 'subtitle' | 'alert' | 'hint', CSSProperties> = {
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
  title: { textAlign: 'center', marginBottom: 4 },
  subtitle: { textAlign: 'center', marginBottom: 28, fontSize: 13 },
  alert: { marginBottom: 16 },
  hint: { marginTop: 16, marginBottom: 0, fontSize: 12 },
};

export default styles;
