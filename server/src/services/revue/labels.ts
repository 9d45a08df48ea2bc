/**
 * Address labels of an issue as a PDF (docs/api/revue.md "Labels"): one label per copy in mailing
 * order, along the rows of each sheet of LABEL_SHEETS, beginning at the first free label of the first
 * sheet. Drawn with pdfkit in DejaVu Sans Condensed (embedded, from the dejavu-fonts-ttf package: every
 * Latin, Greek and Cyrillic letter), 11 pt; a line too wide for its label shrinks until it fits, down
 * to 6 pt, and wraps below that; a label whose lines are still too tall gets smaller text, so nothing
 * is ever cut off.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ApiError } from '../../errors';
import { LABEL_SHEETS, type LabelSheetId } from '../../schemas/constants';
import type { Mailing } from '../../schemas/revue';
import { copiesOf } from './mailing';

/** PDF points per millimetre. */
const MM = 72 / 25.4;
const A4 = { width: 210 * MM, height: 297 * MM };
/** The white space kept inside a label, so that a sheet fed slightly askew still shows everything. */
const PADDING = { x: 5 * MM, y: 3 * MM };
/** The text size of a label that fits; lines shrink from it, down to WRAP_BELOW, and wrap below that. */
const TEXT_SIZE = 11;
const WRAP_BELOW = 6;
/** The smallest size a label's text is ever set in (reached only by absurdly long texts). */
const SMALLEST_SIZE = 3;
/** Space between lines, as a fraction of the text size. */
const LINE_GAP = 0.15;

const FONT_FILE = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf');
let fontBytes: Buffer | undefined;
/** The font's bytes, read once per process. */
const font = () => {
  fontBytes ??= readFileSync(FONT_FILE);
  return fontBytes;
};

/** The sheet `id` of LABEL_SHEETS, with its labels per sheet. */
export function labelSheet(id: LabelSheetId) {
  const sheet = LABEL_SHEETS.find((candidate) => candidate.id === id) as (typeof LABEL_SHEETS)[number];
  return { ...sheet, perSheet: sheet.columns * sheet.rows };
}

type Doc = PDFKit.PDFDocument;
interface SizedLine {
  text: string;
  size: number;
  height: number;
}

/** The height of one line set at `size`, its gap included (what heightOfString counts per line). */
const lineHeight = (doc: Doc, size: number) => doc.fontSize(size).currentLineHeight(true) + size * LINE_GAP;

/** The height of `text` set at `size` in a column `width` wide, wrapped where it must. */
const heightAt = (doc: Doc, text: string, size: number, width: number) =>
  doc.fontSize(size).heightOfString(text, { width, lineGap: size * LINE_GAP });

/** Whether pdfkit sets `text` at `size` on one line `width` wide: surely when it is well narrower. */
const onOneLine = (doc: Doc, text: string, size: number, width: number, unitWidth: number) =>
  unitWidth * size <= width * 0.97 || heightAt(doc, text, size, width) < lineHeight(doc, size) * 1.5;

/**
 * `text` set to fit a column `width` wide: at the size where it stays on one line — at most `base`, at
 * least `floor`, below which it wraps — starting from its measured width and stepping down while
 * pdfkit would still break it (a hyphen or a space near the edge); with its height.
 */
function fitLine(doc: Doc, text: string, width: number, base: number, floor: number): SizedLine {
  const unitWidth = doc.fontSize(1).widthOfString(text);
  let size = Math.max(floor, Math.min(base, width / (unitWidth || 1)));
  while (size > floor && !onOneLine(doc, text, size, width, unitWidth)) size = Math.max(floor, size * 0.98);
  const height = onOneLine(doc, text, size, width, unitWidth)
    ? lineHeight(doc, size)
    : heightAt(doc, text, size, width);
  return { text, size, height };
}

/**
 * The lines set to fit a box of `width` × `height` points: each as {@link fitLine} sets it from `base`
 * (at least WRAP_BELOW), `base` lowered by half points until the lines fit the height.
 */
function fitLines(doc: Doc, lines: string[], width: number, height: number): SizedLine[] {
  for (let base = TEXT_SIZE; ; base -= 0.5) {
    const sized = lines.map((text) => fitLine(doc, text, width, base, Math.min(base, WRAP_BELOW)));
    const total = sized.reduce((sum, line) => sum + line.height, 0);
    if (total <= height || base <= SMALLEST_SIZE) return sized;
  }
}

/** Draws one label's `lines` in the label at column `column`, row `row` of `sheet`, centred vertically. */
function drawLabel(
  doc: Doc,
  sheet: ReturnType<typeof labelSheet>,
  position: { column: number; row: number },
  lines: string[],
  outline: boolean,
) {
  const left = (sheet.left + position.column * sheet.pitchX) * MM;
  const top = (sheet.top + position.row * sheet.pitchY) * MM;
  if (outline)
    doc
      .roundedRect(left, top, sheet.width * MM, sheet.height * MM, 2 * MM)
      .lineWidth(0.3)
      .stroke('#9e9e9e');
  const width = sheet.width * MM - 2 * PADDING.x;
  const height = sheet.height * MM - 2 * PADDING.y;
  const sized = fitLines(doc, lines, width, height);
  let y = top + PADDING.y + Math.max(0, (height - sized.reduce((sum, line) => sum + line.height, 0)) / 2);
  for (const line of sized) {
    doc
      .fontSize(line.size)
      .fillColor('black')
      .text(line.text, left + PADDING.x, y, { width, lineGap: line.size * LINE_GAP });
    y += line.height;
  }
}

/** What {@link labelsPdf} draws: the sheet, the first free label (1-based), outlines for a trial print. */
export interface LabelOptions {
  sheet: LabelSheetId;
  startAt: number;
  outlines: boolean;
}

/**
 * `{bytes, fileName, contentType}` of the labels of `mailing`: A4 pages of `options.sheet`, one label
 * per copy in mailing order along the rows, the first on label `startAt` of the first page (the labels
 * before it are left blank); at least one page. With `outlines` every label's edge is drawn in grey.
 * @throws ApiError 400 (field startAt, reason beyondSheet) when the sheet has fewer labels than startAt.
 */
export async function labelsPdf(mailing: Mailing, options: LabelOptions) {
  const sheet = labelSheet(options.sheet);
  if (options.startAt > sheet.perSheet)
    throw new ApiError(
      400,
      `Sheet ${sheet.id} has ${sheet.perSheet} labels; startAt ${options.startAt} lies beyond it.`,
      'startAt',
      'beyondSheet',
      { limit: sheet.perSheet },
    );
  // Loaded on first use (docs/decisions.md "Libraries of rare tasks load on first use").
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: [A4.width, A4.height],
    margin: 0,
    autoFirstPage: false,
    info: {
      Title: `Revue ${mailing.date} — etiketten ${sheet.id}`,
      Author: 'Club Beheer',
      Creator: 'Club Beheer',
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('label', font());
  doc.font('label');
  const copies = copiesOf(mailing);
  const slots = Math.max(1, options.startAt - 1 + copies.length);
  for (let slot = 0; slot < slots; slot++) {
    const index = slot % sheet.perSheet;
    if (index === 0) doc.addPage();
    const household = copies[slot - (options.startAt - 1)];
    const position = { column: index % sheet.columns, row: Math.floor(index / sheet.columns) };
    if (household) drawLabel(doc, sheet, position, household.addressLines, options.outlines);
    else if (options.outlines) drawLabel(doc, sheet, position, [], true);
  }
  doc.end();
  return {
    bytes: await ended,
    fileName: `revue-${mailing.date}-etiketten-${sheet.id}.pdf`,
    contentType: 'application/pdf',
  };
}
