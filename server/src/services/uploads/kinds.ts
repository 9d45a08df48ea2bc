/**
 * File kinds recognised by content with file-type (magic numbers, and the parts inside Office and
 * OpenDocument zips), never by the file name. Each kind has the content type it is stored and served
 * with.
 */

export const FILE_KINDS = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
} as const;

export type FileKind = keyof typeof FILE_KINDS;

/** The kinds an image (of an advert, activity, message or vendor) may be. */
export const IMAGE_KINDS: readonly FileKind[] = ['jpeg', 'png', 'webp'];

/** The kinds a document (downloads) may be: PDF, Word, Excel, OpenDocument, JPEG, PNG. */
export const DOCUMENT_KINDS = [
  'pdf',
  'docx',
  'doc',
  'xlsx',
  'xls',
  'odt',
  'ods',
  'odp',
  'jpeg',
  'png',
] as const satisfies readonly FileKind[];

const byExtension: Record<string, FileKind> = {
  jpg: 'jpeg',
  png: 'png',
  webp: 'webp',
  pdf: 'pdf',
  docx: 'docx',
  xlsx: 'xlsx',
  pptx: 'pptx',
  odt: 'odt',
  ods: 'ods',
  odp: 'odp',
};

/**
 * file-type's verdict on the content of `bytes` (`{ext, mime}`), or undefined when it knows none.
 * The library is loaded on the first call (docs/decisions.md "Libraries of rare tasks load on first use").
 */
export async function sniffFileType(bytes: Uint8Array) {
  const { fileTypeFromBuffer } = await import('file-type');
  return fileTypeFromBuffer(bytes);
}

/**
 * The kind of `bytes`, or undefined when the content is none of FILE_KINDS. Legacy Word and Excel
 * files share one container format (OLE compound file); only for those does the name's extension
 * (.doc or .xls) tell the two apart.
 */
export async function detectFileKind(bytes: Uint8Array, fileName: string): Promise<FileKind | undefined> {
  const detected = await sniffFileType(bytes);
  if (!detected) return undefined;
  if (detected.ext === 'cfb') {
    const extension = fileName.toLowerCase().split('.').pop();
    return extension === 'doc' || extension === 'xls' ? extension : undefined;
  }
  return byExtension[detected.ext];
}
