import type { CSSProperties } from 'react';

const styles: Record<'field' | 'label' | 'error' | 'alert' | 'remember', CSSProperties> = {
  field: { marginBottom: 4 },
  label: { display: 'block', marginBottom: 8, fontSize: 14, color: 'rgba(0, 0, 0, 0.88)' },
  error: { minHeight: 22, fontSize: 14, lineHeight: '22px', color: '#d32029' },
  alert: { marginBottom: 16 },
  remember: { margin: '4px 0 20px' },
};

export default styles;
