import { useMutation } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { DownloadedFile } from '../providers/api';
import { saveFile } from './saveFile';

/**
 * A download as a mutation: `mutate(variables)` fetches the file with `download` and saves it (under
 * `fallbackName(variables)` when the answer names none); a failure notifies `failureKey`, or the key
 * `failureKey(error)` gives for that failure.
 */
export const useDownload = <V>(
  download: (variables: V) => Promise<DownloadedFile>,
  fallbackName: (variables: V) => string,
  failureKey: string | ((error: unknown) => string),
) => {
  const notify = useNotify();
  return useMutation({
    mutationFn: download,
    onSuccess: (file, variables) => saveFile(file, fallbackName(variables)),
    onError: (error) =>
      notify(typeof failureKey === 'string' ? failureKey : failureKey(error), { type: 'error' }),
  });
};
