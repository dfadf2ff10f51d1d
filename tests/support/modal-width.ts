/** The width antd gives a modal (on its outer box), as set by the dialog's `width`. */
export const modalWidth = (dialog: HTMLElement) =>
  (dialog.closest('.ant-modal') as HTMLElement | null)?.style.width;
