/** The seal pictures the platform takes (openapi/paths/contracts.yaml, sealAdd): a transparent PNG. */
export const SEAL_MAX_BYTES = 2 * 1024 * 1024;
export const SEAL_TYPE = 'image/png';

/** Why a chosen seal picture is not sent (its transparency the backend checks), or null when it may go. */
export function sealPictureFault(file: Pick<File, 'type' | 'size'>): 'type' | 'size' | null {
  if (file.type !== SEAL_TYPE) return 'type';
  if (file.size > SEAL_MAX_BYTES) return 'size';
  return null;
}
