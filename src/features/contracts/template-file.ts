/** CONTRACT-08: the largest contract PDF, in bytes (the demo backend holds the same limit). */
export const CONTRACT_FILE_MAX_BYTES = 10485760;
export const CONTRACT_FILE_ACCEPT = '.pdf,application/pdf';

/** An uploaded template PDF as the form holds it: its url and what the upload answered of it. */
export interface TemplatePdf {
  url: string;
  name: string;
  page_count: number;
}

/**
 * Why a chosen file is not sent (checked before anything leaves the browser), or null when it may go. Some
 * systems give a PDF no type: its name says it then; the backend reads the file itself.
 */
export function contractFileFault(file: Pick<File, 'type' | 'size' | 'name'>): 'type' | 'size' | null {
  const pdf = file.type === 'application/pdf' || (!file.type && /\.pdf$/i.test(file.name));
  if (!pdf) return 'type';
  if (file.size > CONTRACT_FILE_MAX_BYTES) return 'size';
  return null;
}
