/**
 * Building multipart/form-data bodies for app.inject: text fields (a repeated name as an array) and
 * files with the name the browser would send. The Content-Type each file part claims is deliberately
 * generic: the server must judge files by their content.
 */

export interface UploadFile {
  field: string;
  fileName: string;
  bytes: Buffer;
}

import { Readable } from 'node:stream';

const BOUNDARY = '----clubbeheer-form';

/** The multipart Content-Type of {@link formData}, also for bodies streamed part by part. */
export const FORM_CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** The bytes that open a text field's part. */
const fieldPart = (name: string, value: string) =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);

/** The bytes that open a file part; the file's bytes and `\r\n` follow. */
export const filePartHead = (field: string, fileName: string) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );

/** `{payload, headers}` for inject: the encoded form with its multipart Content-Type. */
export function formData(fields: Record<string, string | string[]>, files: UploadFile[] = []) {
  const parts: Buffer[] = Object.entries(fields).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((item) => fieldPart(name, item)),
  );
  for (const file of files)
    parts.push(filePartHead(file.field, file.fileName), file.bytes, Buffer.from('\r\n'));
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': FORM_CONTENT_TYPE } };
}

/** The text fields of a form, encoded, for a body streamed part by part. */
export const fieldParts = (fields: Record<string, string>) =>
  Buffer.concat(Object.entries(fields).map(([name, value]) => fieldPart(name, value)));

/** A 1×1 PNG image. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A request body that opens with `head` (the text fields and a file part's head), then sends a
 * file's bytes 1 MB at a time until `passBytes` have passed, and never ends: a server that reads the
 * file whole could never answer. Destroy it once the answer came.
 */
export function endlessUpload(head: Buffer, passBytes: number): Readable {
  const MB = 1024 * 1024;
  let sent = 0;
  return new Readable({
    read() {
      if (sent === 0) this.push(head);
      if (sent > passBytes) return;
      sent += MB;
      this.push(Buffer.alloc(MB, 0x25));
    },
  });
}
