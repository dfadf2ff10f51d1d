import type { ReactNode } from 'react';
import { saveFile } from '@/api/file';
import { fileUrl } from '@/lib/safe-url';

/** The last part of a file's address, decoded; as it stands when it is no valid escape (a stray %). */
export const fileNameOf = (url: string) => {
  const last = url.split('/').pop() ?? url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
};

/**
 * A link to a stored file that saves it, fetched first: followed as a link it would be a navigation, which the
 * demo backend's service worker lets through to the static server (the console's own page would open).
 */
export function FileLink({ url, name, children }: { url: string; name?: string; children?: ReactNode }) {
  const fileName = name ?? fileNameOf(url);
  return (
    <a
      href={fileUrl(url)}
      download={fileName}
      onClick={(e) => {
        e.preventDefault();
        void saveFile(url, fileName);
      }}
    >
      {children ?? fileName}
    </a>
  );
}
