/**
 * The pictures the platform takes in an upload (mall products, id cards, receipt vouchers: their contract ops
 * say JPEG or PNG of at most 10 MB), checked before anything leaves the browser.
 */
export const PICTURE_MAX_BYTES = 10 * 1024 * 1024;
export const PICTURE_TYPES = ['image/jpeg', 'image/png'];

/** Why a chosen picture is not sent, or null when it may go. */
export function pictureFault(file: Pick<File, 'type' | 'size'>): 'type' | 'size' | null {
  if (!PICTURE_TYPES.includes(file.type)) return 'type';
  if (file.size > PICTURE_MAX_BYTES) return 'size';
  return null;
}
