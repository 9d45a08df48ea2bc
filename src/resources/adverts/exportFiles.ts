/** The revue prints these lines as group headings (docs/api/adverts.md "Export for the revue"). */
const HEADINGS = new Set(['Aangeboden', 'Gevraagd']);

/** Whether an export line is a group heading rather than an advert. */
export const isHeading = (line: string): boolean => HEADINGS.has(line);

/**
 * The export lines as a UTF-8 text file: with a byte-order mark and Windows line ends, so Notepad and
 * Word on the club's PCs open it with the accents intact.
 */
export const toTextFile = (lines: readonly string[]): Blob =>
  new Blob([`\uFEFF${lines.map((line) => `${line}\r\n`).join('')}`], { type: 'text/plain;charset=utf-8' });

/**
 * The export lines as a Word document (the `docx` library, loaded only when asked): one paragraph per
 * line, the headings 'Aangeboden' and 'Gevraagd' bold with space above.
 */
export const toWordFile = async (lines: readonly string[], title: string): Promise<Blob> => {
  const { Document, Packer, Paragraph, TextRun } = await import('docx');
  const document = new Document({
    creator: 'Club Beheer',
    title,
    sections: [
      {
        children: lines.map((line) => {
          const heading = isHeading(line);
          return new Paragraph({
            children: [new TextRun({ text: line, bold: heading })],
            spacing: heading ? { before: 240, after: 120 } : { after: 80 },
          });
        }),
      },
    ],
  });
  return Packer.toBlob(document);
};
