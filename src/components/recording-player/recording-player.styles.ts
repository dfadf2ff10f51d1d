import type { CSSProperties } from 'react';
import { PRIMARY } from '@/lib/primary-colour';

const styles: Record<
  'player' | 'wave' | 'track' | 'progress' | 'marks' | 'mark' | 'controls' | 'time',
  CSSProperties
> = {
  player: { display: 'flex', flexDirection: 'column', gap: 6, minWidth: 280 },
  wave: { position: 'relative' },
  track: { position: 'relative', height: 6, background: '#f0f0f0', borderRadius: 3, cursor: 'pointer' },
  progress: { position: 'absolute', inset: '0 auto 0 0', background: PRIMARY, borderRadius: 3 },
  marks: { position: 'relative', height: 12 },
  mark: {
    position: 'absolute',
    top: 0,
    height: 12,
    padding: 0,
    border: 0,
    borderRadius: 2,
    background: '#fa8c16',
    cursor: 'pointer',
  },
  controls: { alignItems: 'center' },
  time: { fontVariantNumeric: 'tabular-nums', minWidth: 96, display: 'inline-block' },
};

export default styles;
