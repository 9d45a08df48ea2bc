import type { DownloadedFile } from '../providers/api';

/**
 * Offers a file the API answered (export, template) as a browser download under its own name, or
 * `fallbackName` when the answer named none.
 */
export const saveFile = ({ blob, fileName }: DownloadedFile, fallbackName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled; revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
