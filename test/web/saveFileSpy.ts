/**
 * jsdom has no object URLs and does not download: records the file names offered by `saveFile`
 * (the `download` of the clicked link) and the saved blobs instead.
 */
export const spyOnDownloads = () => {
  const saved: { fileName: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => {
    blobs.delete(url);
  };
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ fileName: this.download, blob: blobs.get(this.href) as Blob });
  });
  return saved;
};

/** The text of a saved blob, read as a browser does (FileReader): jsdom's Blob has no `text()`. */
export const blobText = (blob: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
