/**
 * The name an uploaded file is stored and offered under: what the browser sent, made harmless. Path
 * parts go (only the last segment counts), and so do control characters, the bidirectional-text
 * controls that make `résumé\u202E.txt.pdf` look like `résumé fdp.txt` (U+061C, U+200E/F,
 * U+202A–E, U+2066–9), characters no file system takes (`/ ? < > \ : * | "`), reserved names (`CON`,
 * `..`) and trailing dots or spaces; sanitize-filename does the last three. A name longer than
 * {@link MAX_FILE_NAME_LENGTH} keeps its extension and loses the end of its stem.
 */
import sanitize from 'sanitize-filename';

/** The longest stored file name: 200 characters (code points), and 255 bytes in UTF-8 as file systems allow. */
export const MAX_FILE_NAME_LENGTH = 200;
const MAX_FILE_NAME_BYTES = 255;

const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
/** A short extension, `.pdf` or `.jpeg`, kept when a long name is cut. */
const EXTENSION = /\.[A-Za-z0-9]{1,10}$/;

/** `name` cut to the length limits, the end of its stem going first. */
function shortened(name: string) {
  const extension = name.match(EXTENSION)?.[0] ?? '';
  const stem = Array.from(name.slice(0, name.length - extension.length));
  const fits = (text: string) =>
    Array.from(text).length <= MAX_FILE_NAME_LENGTH && Buffer.byteLength(text) <= MAX_FILE_NAME_BYTES;
  while (stem.length > 0 && !fits(stem.join('') + extension)) stem.pop();
  return `${stem.join('').trimEnd()}${extension}`;
}

/** `fileName` (possibly undefined or a path) as a safe name; `fallback` when nothing is left. */
export function safeFileName(fileName: string | undefined, fallback = 'file'): string {
  const lastSegment = (fileName ?? '').split(/[\\/]/).pop() ?? '';
  const visible = lastSegment.normalize('NFC').replace(BIDI_CONTROLS, '');
  return sanitize(shortened(visible), { replacement: '' }).trim() || fallback;
}
