import type { ModalProps } from 'antd';

/**
 * Modal props for a form dialog taller than a small window (a laptop's 800 px): the dialog is centred and its
 * body scrolls inside, so its title and its 确定 / 取消 stay in the window. Room is left for the header, the
 * footer and a margin above and below. The body reaches 4 px past the fields on each side, so the box that
 * scrolls does not cut their focus ring.
 */
export const WINDOW_FIT_MODAL = {
  centered: true,
  styles: {
    body: { maxHeight: 'calc(100vh - 200px)', overflowY: 'auto', padding: '0 4px', margin: '0 -4px' },
  },
} as const satisfies ModalProps;
