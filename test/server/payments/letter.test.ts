/**
 * The dues letter as a member receives it: rasterised with pdftoppm (200 dpi) and its QR code read
 * back with zbarimg, its text read with pdftotext (poppler-utils and zbar-tools, see the README). The QR
 * code holds the club's IBAN, the amount and the structured communication; the text holds the addressee,
 * the amount and the communication as printed; several letters make one PDF, a page each; a letter too
 * long for a page goes on on the next with nothing lost.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DuesLetter, duesLetterPdf, duesLettersPdf } from '../../../server/src/services/payments/letter';

const run = promisify(execFile);

const letter: DuesLetter = {
  language: 'nl',
  creditor: {
    name: 'Koninklijke Parkietenvereniging De Grasparkiet vzw',
    addressLines: ['Kerkstraat 12', '9000 Gent'],
    iban: 'BE68 5390 0754 7034',
    bic: 'GKCCBEBB',
  },
  addressee: { name: 'Familie Peeters', addressLines: ['Lindenlaan 7 bus 2', '8000 Brugge'] },
  year: 2027,
  members: [
    { name: 'Jan Peeters', membership: 'gewoon lid', feeCents: 2500 },
    { name: 'An Peeters-Vermeulen', membership: 'gezinslid', feeCents: 1000 },
    { name: 'Lotte Peeters', membership: 'jeugdlid', feeCents: 750 },
  ],
  totalCents: 4250,
  dueDate: '2027-01-31',
  structuredCommunication: '123456789002',
};

let dir: string;
let files = 0;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dues-letter-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** `pdf` written to a file of the test's folder, with its pages as PNG files at 200 dpi, in order. */
async function rasterise(pdf: Buffer) {
  const name = `letter${++files}`;
  const file = join(dir, `${name}.pdf`);
  await writeFile(file, pdf);
  await run('pdftoppm', ['-r', '200', '-png', file, join(dir, name)]);
  const pageNumber = (png: string) => Number(/-(\d+)\.png$/.exec(png)?.[1]);
  const pngs = (await readdir(dir))
    .filter((entry) => entry.startsWith(`${name}-`) && entry.endsWith('.png'))
    .sort((a, b) => pageNumber(a) - pageNumber(b))
    .map((entry) => join(dir, entry));
  return { file, pngs };
}

/** The text of the QR code zbarimg finds on `png` (UTF-8), or undefined when it finds none. */
async function qrCodeOn(png: string): Promise<string | undefined> {
  try {
    const { stdout } = await run('zbarimg', ['--raw', '-q', png], { encoding: 'buffer' });
    return stdout.toString('utf8').replace(/\n$/, '');
  } catch (error) {
    // zbarimg exits with 4 when the image holds no symbol.
    if ((error as { code?: number }).code === 4) return undefined;
    throw error;
  }
}

/** The text pdftotext reads from `file` (page `page` alone when given), no-break spaces as spaces. */
async function textOf(file: string, page?: number) {
  const pages = page ? ['-f', String(page), '-l', String(page)] : [];
  const { stdout } = await run('pdftotext', [...pages, '-layout', file, '-']);
  return stdout.replace(/\u00a0/g, ' ');
}

describe('a dues letter', () => {
  it('is one A4 page whose QR code asks the amount, to the club, with the structured communication', async () => {
    const { file, pngs } = await rasterise(await duesLetterPdf(letter));
    expect(pngs).toHaveLength(1);
    expect((await run('pdfinfo', [file])).stdout).toMatch(/Page size:\s+595\.2\d* x 841\.8\d* pts \(A4\)/);
    const lines = (await qrCodeOn(pngs[0]))?.split('\n');
    expect(lines?.slice(0, 4)).toEqual(['BCD', '002', '1', 'SCT']);
    expect(lines?.[6]).toBe('BE68539007547034');
    expect(lines?.[7]).toBe('EUR42.50');
    expect(lines?.[9]).toBe('123456789002');
  });

  it('prints the addressee, the members, the amount, the communication and the due date (nl)', async () => {
    const { file } = await rasterise(await duesLetterPdf(letter));
    const text = await textOf(file);
    for (const expected of [
      'Familie Peeters',
      'Lindenlaan 7 bus 2',
      '8000 Brugge',
      'Lidgeld 2027',
      'An Peeters-Vermeulen',
      'gezinslid',
      '€ 10,00',
      '€ 42,50',
      'BE68 5390 0754 7034',
      'GKCCBEBB',
      '+++123/4567/89002+++',
      '31/01/2027',
      'Betalen met QR',
    ])
      expect(text).toContain(expected);
  });

  it('writes amounts the English way in an English letter, and leaves out a BIC it was not given', async () => {
    const creditor = { ...letter.creditor, bic: undefined };
    const members = [{ name: 'Jan Peeters', membership: 'ordinary member', feeCents: 123450 }];
    const { file, pngs } = await rasterise(
      await duesLetterPdf({ ...letter, language: 'en', creditor, members, totalCents: 123450 }),
    );
    const text = await textOf(file);
    expect(text).toContain('Membership dues 2027');
    expect(text).toContain('€1,234.50');
    expect(text).toContain('Pay with QR');
    expect(text).not.toContain('BIC');
    const lines = (await qrCodeOn(pngs[0]))?.split('\n');
    expect(lines?.[4]).toBe('');
    expect(lines?.[7]).toBe('EUR1234.50');
  });

  it('puts several letters in one PDF, each on its own page with its own QR code', async () => {
    const second: DuesLetter = {
      ...letter,
      language: 'en',
      addressee: { name: 'Marie Dubois', addressLines: ['Rue de la Station 3', '1300 Wavre'] },
      members: [{ name: 'Marie Dubois', membership: 'ordinary member', feeCents: 2500 }],
      totalCents: 2500,
      structuredCommunication: '000000009797',
    };
    const { file, pngs } = await rasterise(await duesLettersPdf([letter, second]));
    expect(pngs).toHaveLength(2);
    expect((await qrCodeOn(pngs[0]))?.split('\n')[9]).toBe('123456789002');
    expect((await qrCodeOn(pngs[1]))?.split('\n').slice(7)).toEqual(['EUR25.00', '', '000000009797']);
    expect(await textOf(file, 1)).toContain('Familie Peeters');
    const page2 = await textOf(file, 2);
    expect(page2).toContain('Marie Dubois');
    expect(page2).toContain('+++000/0000/09797+++');
    expect(page2).not.toContain('Familie Peeters');
  });

  it('goes on on a next page when its members fill the first, losing nothing', async () => {
    const members = Array.from({ length: 30 }, (_, i) => ({
      name: `Lid nummer ${i + 1}`,
      membership: 'gewoon lid',
      feeCents: 2500,
    }));
    const { file, pngs } = await rasterise(await duesLetterPdf({ ...letter, members, totalCents: 75000 }));
    expect(pngs.length).toBeGreaterThan(1);
    const text = await textOf(file);
    for (const member of members) expect(text).toContain(member.name);
    expect(text).toContain('€ 750,00');
    expect(text).toContain('De penningmeester van Koninklijke Parkietenvereniging De Grasparkiet vzw');
    expect(await textOf(file, 2)).toContain('Lidgeld 2027 — Familie Peeters');
    const codes = (await Promise.all(pngs.map(qrCodeOn))).filter((code) => code !== undefined);
    expect(codes.map((code) => code.split('\n').slice(7))).toEqual([['EUR750.00', '', '123456789002']]);
  });

  it.each<[string, Partial<DuesLetter>]>([
    ['an amount of 0, which no QR code can ask', { totalCents: 0 }],
    ['a due date that is not a day', { dueDate: '2027-02-30' }],
    ['an invalid IBAN', { creditor: { ...letter.creditor, iban: 'BE68 5390 0754 7035' } }],
    ['a wrong structured communication', { structuredCommunication: '123456789003' }],
    ['a fee that is not in cents', { members: [{ name: 'Jan', membership: 'gewoon lid', feeCents: 25.5 }] }],
  ])('refuses %s with a RangeError', async (_why, change) => {
    await expect(duesLetterPdf({ ...letter, ...change })).rejects.toThrow(RangeError);
  });

  it('refuses to make a PDF of no letters', async () => {
    await expect(duesLettersPdf([])).rejects.toThrow(RangeError);
  });
});
