import type { CSSProperties } from 'react';

const styles: Record<'more', CSSProperties> = {
  more: { flexBasis: '100%', marginTop: 4, fontSize: 12, color: '#595959' },
};

export default styles;
