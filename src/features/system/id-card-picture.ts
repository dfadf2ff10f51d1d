/** The id card pictures the platform takes (openapi/paths/explicit-numbers.yaml, uploadIdCard). */
export const ID_CARD_MAX_BYTES = 10 * 1024 * 1024;
export const ID_CARD_TYPES = ['image/jpeg', 'image/png'];

/** Why a chosen picture is not sent (checked before anything leaves the browser), or null when it may go. */
export function idCardPictureFault(file: Pick<File, 'type' | 'size'>): 'type' | 'size' | null {
  if (!ID_CARD_TYPES.includes(file.type)) return 'type';
  if (file.size > ID_CARD_MAX_BYTES) return 'size';
  return null;
}
