/**
 * The dues letter (issue K): an A4 payment request from the club to a household or member, in the
 * addressee's language, with the members it covers and their fees, the amount, IBAN, BIC, due date and
 * structured communication, and the EPC QR code that carries the same ("Betalen met QR"); a reminder
 * ("Herinnering") says so and gives the original due date. Drawn with
 * pdfkit as the revue's labels are (server/src/services/revue/labels.ts): embedded DejaVu Sans, pages in
 * points, streamed into one Buffer. Texts come from the `duesLetter` section of i18n/{nl,en}.json.
 *
 * Layout, in millimetres from the page's top left: the club as sender at (20, 18); the addressee at
 * (110, 50), 80 wide, where a Belgian envelope's window (on the right) shows it; the letter from 90 down.
 * The QR code sits in the box of payment details, on the letter and not on a transfer form (Febelfin,
 * "Conditions for offering credit transfers"), at {@link EPC_QR_SIDE_MM} with its quiet zone free and
 * its caption under it. A letter too long for one page goes on on the next, never cut off; a letter
 * always starts on a page of its own.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { friendlyFormatIBAN } from 'ibantools';
import QRCode from 'qrcode';
import { type Language, sectionText } from '../text/dictionaries';
import {
  EPC_QR_ERROR_CORRECTION,
  EPC_QR_QUIET_ZONE_MODULES,
  EPC_QR_SIDE_MM,
  electronicIban,
  epcQrPayload,
} from './epcQr';
import { formatDay, formatEuro } from './format';
import { formatStructuredCommunication } from './structuredCommunication';

/** One member a dues request covers, as the letter lists them. */
export interface DuesLetterMember {
  /** The member's name as printed, e.g. `Jan Peeters`. */
  name: string;
  /** The kind of membership in the letter's language, e.g. `gezinslid`. */
  membership: string;
  /** The member's fee for the year, in euro cents (0 for an honorary member). */
  feeCents: number;
}

/** Everything one dues letter prints. */
export interface DuesLetter {
  /** The addressee's language: the letter's texts and the way amounts are written. */
  language: Language;
  /** The club, the beneficiary of the transfer: its name (≤ 70 characters, the QR code's limit), address, IBAN and BIC. */
  creditor: { name: string; addressLines: string[]; iban: string; bic?: string };
  /** Who the letter goes to: a member, or a household by its name, and the postal address lines. */
  addressee: { name: string; addressLines: string[] };
  /** The year the dues are for. */
  year: number;
  /** The members the request covers, in the order printed. */
  members: DuesLetterMember[];
  /** The amount asked, in euro cents: normally the sum of the members' fees; the QR code asks this. */
  totalCents: number;
  /** What was received already, in euro cents (a part paid): printed above the total when above 0. */
  receivedCents?: number;
  /** The day to pay by, yyyy-MM-dd. */
  dueDate: string;
  /** The request's structured communication, its 12 digits. */
  structuredCommunication: string;
  /**
   * A reminder (the request is past its due date plus the reminder days): the title, introduction and
   * request say so, and `dueDate` is printed as the original due date. Absent: the first request.
   */
  reminder?: boolean;
}

/** PDF points per millimetre. */
const MM = 72 / 25.4;
const A4 = { width: 210 * MM, height: 297 * MM };
/** The text column: 20 mm margins left and right, 18 mm at the top, 15 mm at the bottom. */
const PAGE = { left: 20 * MM, right: 190 * MM, top: 18 * MM, bottom: 282 * MM };
const WIDTH = PAGE.right - PAGE.left;
/** The addressee's block: where a window on the right of a C5/6 or DL envelope shows it. */
const ADDRESS = { left: 110 * MM, top: 50 * MM, width: 80 * MM };
/** Where the letter itself starts, under the addressee (and under the window of the envelope). */
const BODY_TOP = 90 * MM;
/** Text sizes in points. */
const SIZE = { text: 10, small: 8.5, sender: 12, title: 15 };
/** Space between lines, as a fraction of the text size. */
const LINE_GAP = 0.2;
/** Columns of the members table: member, kind of membership, amount (right-aligned), widths in points. */
const COLUMNS = { member: 80 * MM, membership: 55 * MM, fee: 35 * MM };
/** Space above and below the text of a table row. */
const ROW_PADDING = 1.1 * MM;
/** The payment box: its inner padding and the gap between its details and the QR code. */
const BOX = { padding: 4 * MM, gap: 6 * MM };
const RULE = '#8a8a8a';

const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);
const FONT_FILES = { regular: fontFile('DejaVuSans.ttf'), bold: fontFile('DejaVuSans-Bold.ttf') };
/** A font as fontkit parses it; pdfkit takes one wherever it takes a font file's bytes. */
type ParsedFont = object;
let parsedFonts: Record<keyof typeof FONT_FILES, ParsedFont> | undefined;
/**
 * The fonts, read and parsed once per process by the fontkit that pdfkit itself loads (the same
 * version it expects). A parsed font keeps the glyphs it has laid out, so every letter after the first
 * skips that work: a PDF of one letter takes about 10 ms instead of 50 (each mail has its own PDF).
 */
const fonts = () => {
  if (!parsedFonts) {
    const fontkit = createRequire(createRequire(import.meta.url).resolve('pdfkit'))('fontkit') as {
      create(bytes: Buffer): ParsedFont;
    };
    const parse = (file: string) => fontkit.create(readFileSync(file));
    parsedFonts = { regular: parse(FONT_FILES.regular), bold: parse(FONT_FILES.bold) };
  }
  return parsedFonts;
};

type Doc = PDFKit.PDFDocument;
type Font = keyof typeof FONT_FILES;

/** The texts a reminder words its own way: `duesLetter.reminder<Key>` instead of `duesLetter.<key>`. */
const REMINDER_KEYS = new Set(['documentTitle', 'title', 'intro', 'request', 'dueDate']);

/** A letter's text of `duesLetter.<key>` (a reminder's own, see REMINDER_KEYS) with its placeholders filled. */
export const letterText = (letter: DuesLetter, key: string, values: Record<string, string | number> = {}) =>
  sectionText(
    letter.language,
    'duesLetter',
    letter.reminder && REMINDER_KEYS.has(key) ? `reminder${key[0].toUpperCase()}${key.slice(1)}` : key,
    values,
  );

/** The height of `text` set in `font` at `size` in a column `width` wide, wrapped where it must. */
const heightOf = (doc: Doc, text: string, font: Font, size: number, width: number) =>
  doc
    .font(font)
    .fontSize(size)
    .heightOfString(text, { width, lineGap: size * LINE_GAP });

/** Writes `text` at (x, y) in a column `width` wide; returns the y under it. */
function write(
  doc: Doc,
  text: string,
  at: { x: number; y: number; width: number },
  style: { font?: Font; size?: number; align?: 'left' | 'right' | 'center'; color?: string } = {},
) {
  const { font = 'regular', size = SIZE.text, align = 'left', color = 'black' } = style;
  doc
    .font(font)
    .fontSize(size)
    .fillColor(color)
    .text(text, at.x, at.y, { width: at.width, align, lineGap: size * LINE_GAP });
  return at.y + heightOf(doc, text, font, size, at.width);
}

/**
 * The running position of a letter's flow: a new page when a block of `height` no longer fits, headed
 * by `heading` (which letter it goes on).
 */
class Flow {
  y = BODY_TOP;
  constructor(
    private readonly doc: Doc,
    private readonly heading: string,
  ) {}
  /** The y to draw a block of `height` at, on a new page when it does not fit under the last. */
  room(height: number) {
    if (this.y + height > PAGE.bottom) {
      this.doc.addPage();
      this.y =
        write(
          this.doc,
          this.heading,
          { x: PAGE.left, y: PAGE.top, width: WIDTH },
          { size: SIZE.small, color: '#555555' },
        ) +
        6 * MM;
    }
    return this.y;
  }
  /** A paragraph in the full column, then `after` points of space. */
  paragraph(text: string, style: { font?: Font; size?: number } = {}, after = 3 * MM) {
    const height = heightOf(this.doc, text, style.font ?? 'regular', style.size ?? SIZE.text, WIDTH);
    this.y = write(this.doc, text, { x: PAGE.left, y: this.room(height), width: WIDTH }, style) + after;
  }
}

/** The sender (the club, top left) and the addressee (in the envelope's window). */
function drawHeader(doc: Doc, letter: DuesLetter) {
  let y = write(
    doc,
    letter.creditor.name,
    { x: PAGE.left, y: PAGE.top, width: 85 * MM },
    { font: 'bold', size: SIZE.sender },
  );
  for (const line of letter.creditor.addressLines)
    y = write(doc, line, { x: PAGE.left, y, width: 85 * MM }, { size: SIZE.small, color: '#333333' });
  y = ADDRESS.top;
  for (const line of [letter.addressee.name, ...letter.addressee.addressLines])
    y = write(doc, line, { x: ADDRESS.left, y, width: ADDRESS.width });
}

/** One row of the members table at `y`, with a rule above it when `ruleAbove`; returns the y under it. */
function drawRow(doc: Doc, y: number, cells: [string, string, string], font: Font, ruleAbove: boolean) {
  if (ruleAbove) doc.moveTo(PAGE.left, y).lineTo(PAGE.right, y).lineWidth(0.5).stroke(RULE);
  const top = y + ROW_PADDING;
  const [member, membership, fee] = cells;
  const bottoms = [
    write(doc, member, { x: PAGE.left, y: top, width: COLUMNS.member - 2 * MM }, { font }),
    write(
      doc,
      membership,
      { x: PAGE.left + COLUMNS.member, y: top, width: COLUMNS.membership - 2 * MM },
      { font },
    ),
    write(doc, fee, { x: PAGE.right - COLUMNS.fee, y: top, width: COLUMNS.fee }, { font, align: 'right' }),
  ];
  return Math.max(...bottoms) + ROW_PADDING;
}

/** The height a row of `cells` takes in `font`. */
const rowHeight = (doc: Doc, cells: [string, string, string], font: Font) =>
  Math.max(
    heightOf(doc, cells[0], font, SIZE.text, COLUMNS.member - 2 * MM),
    heightOf(doc, cells[1], font, SIZE.text, COLUMNS.membership - 2 * MM),
    heightOf(doc, cells[2], font, SIZE.text, COLUMNS.fee),
  ) +
  2 * ROW_PADDING;

/**
 * The members covered, their fees, what was received already (when anything was) and the total; a row
 * that does not fit goes on the next page.
 */
function drawMembers(doc: Doc, flow: Flow, { letter, fees, amount }: Prepared) {
  const received = letter.receivedCents ?? 0;
  const rows: { cells: [string, string, string]; font: Font; ruleAbove: boolean }[] = [
    {
      cells: [letterText(letter, 'member'), letterText(letter, 'membership'), letterText(letter, 'fee')],
      font: 'bold',
      ruleAbove: false,
    },
    ...letter.members.map((member, index) => ({
      cells: [member.name, member.membership, fees[index]] as [string, string, string],
      font: 'regular' as Font,
      ruleAbove: true,
    })),
    ...(received > 0
      ? [
          {
            cells: [letterText(letter, 'received'), '', `− ${formatEuro(received, letter.language)}`] as [
              string,
              string,
              string,
            ],
            font: 'regular' as Font,
            ruleAbove: true,
          },
        ]
      : []),
    {
      cells: [letterText(letter, 'total'), '', amount],
      font: 'bold',
      ruleAbove: true,
    },
  ];
  for (const row of rows)
    flow.y = drawRow(doc, flow.room(rowHeight(doc, row.cells, row.font)), row.cells, row.font, row.ruleAbove);
  flow.y += 4 * MM;
}

/** The modules of the EPC QR code of `payload`: byte mode, UTF-8, error correction level M. */
const qrModules = (payload: string) =>
  QRCode.create([{ mode: 'byte', data: Buffer.from(payload, 'utf8') }], {
    errorCorrectionLevel: EPC_QR_ERROR_CORRECTION,
  }).modules;

/** Draws the dark `modules` as filled runs along each row, `side` points wide, the top left at (x, y). */
function drawQr(doc: Doc, modules: QRCode.BitMatrix, x: number, y: number, side: number) {
  const unit = side / modules.size;
  for (let row = 0; row < modules.size; row++)
    for (let column = 0; column < modules.size; ) {
      if (!modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column++;
      doc.rect(x + start * unit, y + row * unit, (column - start) * unit, unit);
    }
  doc.fill('black');
}

/** What a letter prints that can be wrong, made and checked before its PDF is started. */
interface Prepared {
  letter: DuesLetter;
  /** The members' fees, in their order. */
  fees: string[];
  amount: string;
  dueDate: string;
  details: PaymentDetail[];
  modules: QRCode.BitMatrix;
}

/** One line of the payment details: its label and value as printed, and whether it is set in bold. */
export interface PaymentDetail {
  label: string;
  value: string;
  bold: boolean;
}

/**
 * The payment details of `letter` in its language, as its box (and the mail that carries it) prints
 * them: amount, beneficiary, IBAN (in groups of four), BIC (left out without one), the structured
 * communication as printed (`+++…+++`) and the due date (dd/MM/yyyy; a reminder's labelled as the
 * original one). @throws RangeError when the amount, IBAN, due date or communication is not as
 * {@link DuesLetter} asks.
 */
export function paymentDetails(letter: DuesLetter): PaymentDetail[] {
  const iban = electronicIban(letter.creditor.iban);
  if (!iban)
    throw new RangeError(`${JSON.stringify(letter.creditor.iban)} is not an IBAN of a SEPA country.`);
  return (
    [
      ['amount', formatEuro(letter.totalCents, letter.language), true],
      ['beneficiary', letter.creditor.name, false],
      ['iban', friendlyFormatIBAN(iban) as string, false],
      ['bic', letter.creditor.bic?.trim().toUpperCase() ?? '', false],
      ['communication', formatStructuredCommunication(letter.structuredCommunication), true],
      ['dueDate', formatDay(letter.dueDate), false],
    ] as const
  )
    .filter(([, value]) => value !== '')
    .map(([key, value, bold]) => ({ label: letterText(letter, key), value, bold }));
}

/**
 * `letter` with its amount, due date, IBAN and structured communication as printed and its QR code's
 * modules. @throws RangeError as {@link duesLettersPdf}.
 */
function prepare(letter: DuesLetter): Prepared {
  const payload = epcQrPayload({
    bic: letter.creditor.bic,
    name: letter.creditor.name,
    iban: letter.creditor.iban,
    amountCents: letter.totalCents,
    structuredCommunication: letter.structuredCommunication,
  });
  return {
    letter,
    fees: letter.members.map((member) => formatEuro(member.feeCents, letter.language)),
    amount: formatEuro(letter.totalCents, letter.language),
    dueDate: formatDay(letter.dueDate),
    details: paymentDetails(letter),
    modules: qrModules(payload),
  };
}

/**
 * The box of payment details: amount, beneficiary, IBAN, BIC, structured communication and due date on
 * the left, the EPC QR code with its quiet zone and caption on the right.
 */
function drawPayment(doc: Doc, flow: Flow, prepared: Prepared) {
  const { letter } = prepared;
  const side = EPC_QR_SIDE_MM * MM;
  const quiet = (EPC_QR_QUIET_ZONE_MODULES * side) / prepared.modules.size;
  const qrColumn = side + 2 * quiet;
  const left = PAGE.left + BOX.padding;
  const detailsWidth = WIDTH - 2 * BOX.padding - BOX.gap - qrColumn;
  const details = prepared.details.map(
    ({ label, value, bold }) => [label, value, bold ? 'bold' : 'regular'] as const,
  );
  const labelWidth =
    Math.max(...details.map(([label]) => doc.font('regular').fontSize(SIZE.small).widthOfString(label))) +
    4 * MM;
  const valueWidth = detailsWidth - labelWidth;
  const heading = letterText(letter, 'paymentDetails');
  const hint = letterText(letter, 'qrHint');
  const caption = letterText(letter, 'qrCaption');
  const rowGap = 0.6 * MM;
  const detailsHeight =
    heightOf(doc, heading, 'bold', SIZE.text, detailsWidth) +
    2 * MM +
    details.reduce(
      (sum, [, value, font]) => sum + heightOf(doc, value, font, SIZE.text, valueWidth) + rowGap,
      0,
    ) +
    2 * MM +
    heightOf(doc, hint, 'regular', SIZE.small, detailsWidth);
  const qrHeight = qrColumn + heightOf(doc, caption, 'bold', SIZE.text, qrColumn);
  const height = Math.max(detailsHeight, qrHeight) + 2 * BOX.padding;
  const top = flow.room(height);

  doc
    .roundedRect(PAGE.left, top, WIDTH, height, 2 * MM)
    .lineWidth(0.8)
    .stroke('#333333');
  let y =
    write(doc, heading, { x: left, y: top + BOX.padding, width: detailsWidth }, { font: 'bold' }) + 2 * MM;
  for (const [label, value, font] of details) {
    write(
      doc,
      label,
      { x: left, y: y + (SIZE.text - SIZE.small) * 0.6, width: labelWidth },
      { size: SIZE.small, color: '#333333' },
    );
    y = write(doc, value, { x: left + labelWidth, y, width: valueWidth }, { font }) + rowGap;
  }
  write(doc, hint, { x: left, y: y + 2 * MM, width: detailsWidth }, { size: SIZE.small, color: '#333333' });

  const qrLeft = PAGE.right - BOX.padding - qrColumn;
  const qrTop = top + BOX.padding;
  drawQr(doc, prepared.modules, qrLeft + quiet, qrTop + quiet, side);
  write(doc, caption, { x: qrLeft, y: qrTop + qrColumn, width: qrColumn }, { font: 'bold', align: 'center' });
  flow.y = top + height + 6 * MM;
}

/** Draws `letter` from the top of a new page. */
function drawLetter(doc: Doc, prepared: Prepared) {
  const { letter } = prepared;
  doc.addPage();
  drawHeader(doc, letter);
  const flow = new Flow(
    doc,
    letterText(letter, 'documentTitle', { year: letter.year, name: letter.addressee.name }),
  );
  const club = letter.creditor.name;
  flow.paragraph(
    letterText(letter, 'title', { year: letter.year }),
    { font: 'bold', size: SIZE.title },
    5 * MM,
  );
  flow.paragraph(letterText(letter, 'salutation', { name: letter.addressee.name }));
  flow.paragraph(
    letterText(letter, 'intro', { club, year: letter.year, dueDate: prepared.dueDate }),
    {},
    5 * MM,
  );
  drawMembers(doc, flow, prepared);
  flow.paragraph(
    letterText(letter, 'request', { amount: prepared.amount, dueDate: prepared.dueDate }),
    {},
    5 * MM,
  );
  drawPayment(doc, flow, prepared);
  flow.paragraph(letterText(letter, 'closing'), {}, 6 * MM);
  flow.paragraph(letterText(letter, 'regards'), {}, 1 * MM);
  flow.paragraph(letterText(letter, 'signature', { club }));
}

/**
 * One PDF of `letters` (A4), each starting on a page of its own, in the order given: for
 * `GET /Dues/letters`, all open requests of a year in one file.
 * @throws RangeError when `letters` is empty, or a letter's amount, IBAN, BIC, creditor name, due date or
 * structured communication is not as {@link DuesLetter} and epcQrPayload (epcQr.ts) ask (an amount of 0
 * included: no QR code can ask it).
 */
export async function duesLettersPdf(letters: DuesLetter[]): Promise<Buffer> {
  const [first] = letters;
  if (!first) throw new RangeError('A PDF of dues letters needs at least one letter.');
  const prepared = letters.map(prepare);
  // Loaded on first use (docs/decisions.md "Libraries of rare tasks load on first use").
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: [A4.width, A4.height],
    margin: 0,
    autoFirstPage: false,
    lang: first.language === 'nl' ? 'nl-BE' : 'en',
    displayTitle: true,
    info: {
      Title:
        letters.length === 1
          ? letterText(first, 'documentTitle', { year: first.year, name: first.addressee.name })
          : letterText(first, 'title', { year: first.year }),
      Author: first.creditor.name,
      Creator: 'Club Beheer',
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // pdfkit's types name only files and bytes; its font factory takes a parsed font too.
  doc.registerFont('regular', fonts().regular as Buffer);
  doc.registerFont('bold', fonts().bold as Buffer);
  for (const letter of prepared) drawLetter(doc, letter);
  doc.end();
  return ended;
}

/**
 * The PDF of one dues letter (A4, one page unless its members fill more): for `GET /Dues/{id}/letter`
 * and the mail's attachment.
 * @throws RangeError as {@link duesLettersPdf}.
 */
export const duesLetterPdf = (letter: DuesLetter): Promise<Buffer> => duesLettersPdf([letter]);
