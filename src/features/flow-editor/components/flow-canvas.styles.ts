import type { CSSProperties } from 'react';

const styles: Record<'wrap' | 'canvas' | 'minimap', CSSProperties> = {
  wrap: { position: 'relative', width: '100%', height: '100%' },
  canvas: { width: '100%', height: '100%', background: '#fafafa', outline: 'none' },
  minimap: {
    position: 'absolute',
    right: 12,
    bottom: 12,
    width: 200,
    height: 140,
    background: 'rgba(255,255,255,0.9)',
    border: '1px solid #d9d9d9',
    borderRadius: 4,
  },
};

export default styles;
