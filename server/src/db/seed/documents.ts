/** Demo downloads: small but valid one-page PDF files built in memory (Helvetica, WinAnsi text). */

import { type BlobStore, sha256Hex } from '../../services/storage/blobs';
import type { Transaction } from '../client';
import { documents, files } from '../schema';
import { insertAll } from './insert';

interface SeedDocument {
  title: string;
  fileName: string;
  isVisible: boolean;
  data: Buffer;
}

/** The club's documents for the year of `today`. */
function buildDocuments(today: Date): SeedDocument[] {
  const year = today.getUTCFullYear();
  const list: [string, string, boolean, string[]][] = [
    [
      `Reglement tentoonstelling ${year}`,
      `reglement-tentoonstelling-${year}.pdf`,
      true,
      [
        'Enkel vogels met een gesloten ring van de eigen kweek worden toegelaten.',
        'Inkorven op vrijdag van 16 tot 20 uur; afhalen op zondag vanaf 17 uur.',
        'De beslissing van de keurmeesters is definitief.',
      ],
    ],
    [
      'Inschrijvingsformulier',
      'inschrijvingsformulier.pdf',
      true,
      [
        'Naam en stamnummer: ............................................',
        'Klasse, kleurslag en aantal vogels: ............................',
      ],
    ],
    [
      'Ringbestelformulier',
      'ringbestelformulier.pdf',
      true,
      [
        `Ringen ${year}: maat 4,0 mm (grasparkiet), 4,2 - 4,5 - 5,0 - 5,5 - 6,0 mm.`,
        'Per 10 stuks te bestellen; betaling bij bestelling.',
      ],
    ],
    [
      'Statuten',
      'statuten.pdf',
      true,
      [
        'Artikel 1. De vereniging verenigt liefhebbers van grasparkieten en kromsnavels.',
        'Artikel 2. De algemene vergadering komt minstens eenmaal per jaar samen.',
      ],
    ],
    [
      `Kweekverslag ${year - 1}`,
      `kweekverslag-${year - 1}.pdf`,
      true,
      [
        'Een goed kweekjaar: meer dan 6.000 ringen werden geplaatst.',
        'Opvallend veel jongen in de kleurslagen spangle en opaline.',
      ],
    ],
    ['Ledenlijst bestuur', 'ledenlijst-bestuur.pdf', false, ['Vertrouwelijk: enkel voor de bestuursleden.']],
  ];
  return list.map(([title, fileName, isVisible, lines]) => ({
    title,
    fileName,
    isVisible,
    data: buildPdf(title, lines),
  }));
}

/** A PDF 1.4 file with one A4 page showing `title` and `lines`, with a correct cross-reference table. */
export function buildPdf(title: string, lines: readonly string[]): Buffer {
  const escapeText = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);
  const content = [title, ...lines]
    .map((line, i) => `BT /F1 ${i === 0 ? 18 : 11} Tf 56 ${780 - i * 24} Td (${escapeText(line)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const offset = Buffer.byteLength(pdf, 'latin1');
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** Stores each demo PDF in `blobs` and `files` and lists it in `documents`; returns how many. */
export async function seedDocuments(tx: Transaction, blobs: BlobStore, today: Date): Promise<number> {
  const docs = buildDocuments(today).map((doc) => ({ ...doc, sha256: sha256Hex(doc.data) }));
  for (const { sha256, data } of docs) await blobs.put(sha256, data);
  const stored = await tx
    .insert(files)
    .values(
      docs.map(({ fileName, data, sha256 }) => ({
        fileName,
        contentType: 'application/pdf',
        sizeBytes: data.byteLength,
        sha256,
      })),
    )
    .returning({ id: files.id });
  await insertAll(
    tx,
    documents,
    docs.map(({ title, isVisible }, i) => ({
      title,
      type: 'pdf',
      fileId: stored[i]?.id as string,
      isVisible,
    })),
  );
  return docs.length;
}
