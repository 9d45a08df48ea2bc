/**
 * Zip bombs for the upload tests and the bench, built with yazl (maximum compression): a genuine,
 * minimal .xlsx whose one sheet holds many member rows, a zip of many small parts, and a zip whose
 * directory understates a part's size. Nothing is held unpacked in memory: the sheet's XML streams into
 * the zip row by row.
 */
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import yazl from 'yazl';

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';

const PARTS = {
  '[Content_Types].xml':
    `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
    '</Types>',
  '_rels/.rels':
    `${XML}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
    `<Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/>` +
    '</Relationships>',
  'xl/workbook.xml':
    `${XML}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">` +
    '<sheets><sheet name="Leden" sheetId="1" r:id="rId1"/></sheets></workbook>',
  'xl/_rels/workbook.xml.rels':
    `${XML}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
    `<Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/>` +
    '</Relationships>',
};

const cell = (text: string) => `<c t="inlineStr"><is><t>${text}</t></is></c>`;
/** A member row as some generators write it: no row or cell references (both are optional). */
const MEMBER_ROW = `<row>${cell('T1')}${cell('Voornaam')}${cell('Achternaam')}</row>`;

/** The sheet's XML: the template's first three headers, then `rows` identical members, in chunks. */
function* sheetXml(rows: number) {
  yield `${XML}<worksheet xmlns="${MAIN}"><sheetData>`;
  yield `<row>${cell('stamnummer')}${cell('voornaam')}${cell('achternaam')}</row>`;
  const chunkRows = 1000;
  const chunk = MEMBER_ROW.repeat(chunkRows);
  for (let written = 0; written < rows; written += chunkRows)
    yield written + chunkRows <= rows ? chunk : MEMBER_ROW.repeat(rows - written);
  yield '</sheetData></worksheet>';
}

const finish = (zip: yazl.ZipFile) => {
  zip.end();
  return buffer(zip.outputStream as Readable);
};

/** An .xlsx whose sheet holds `rows` member rows (1,000,000 rows: about 0.5 MB unpacking to 135 MB). */
export function sheetBomb(rows: number): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, text] of Object.entries(PARTS))
    zip.addBuffer(Buffer.from(text), name, { compressionLevel: 9 });
  zip.addReadStream(Readable.from(sheetXml(rows)), 'xl/worksheets/sheet1.xml', { compressionLevel: 9 });
  return finish(zip);
}

/** A zip of `count` parts of `bytesEach` zero bytes each. */
export function manyParts(count: number, bytesEach: number): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const zeros = Buffer.alloc(bytesEach);
  for (let index = 0; index < count; index++)
    zip.addBuffer(zeros, `deel${index}.bin`, { compressionLevel: 9 });
  return finish(zip);
}

/** Central directory file header signature ("PK\1\2") and the offsets in it this test helper needs. */
const DIRECTORY_HEADER = 0x02014b50;
const UNCOMPRESSED_SIZE_AT = 24;
const FILE_NAME_AT = 46;

/** A copy of the zip `bytes` whose central directory says the part `name` unpacks to `declared` bytes. */
export function understateSize(bytes: Buffer, name: string, declared: number): Buffer {
  const copy = Buffer.from(bytes);
  const fileName = Buffer.from(name);
  for (let at = copy.length - FILE_NAME_AT; at >= 0; at--) {
    const header = copy.readUInt32LE(at) === DIRECTORY_HEADER;
    if (header && copy.subarray(at + FILE_NAME_AT, at + FILE_NAME_AT + fileName.length).equals(fileName)) {
      copy.writeUInt32LE(declared, at + UNCOMPRESSED_SIZE_AT);
      return copy;
    }
  }
  throw new Error(`No part ${name} in the zip.`);
}
