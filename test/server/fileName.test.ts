/** Uploaded file names made safe (services/uploads/fileName.ts): what staff are offered to download. */
import { describe, expect, it } from 'vitest';
import { MAX_FILE_NAME_LENGTH, safeFileName } from '../../server/src/services/uploads/fileName';

describe('safeFileName', () => {
  it.each([
    ['Règlement 2027.pdf', 'Règlement 2027.pdf'],
    ['résumé\u202E.txt.pdf', 'résumé.txt.pdf'],
    ['a\u200Eb\u200Fc\u202Ad\u202Be\u202Cf\u202Dg\u2066h\u2067i\u2068j\u2069k.png', 'abcdefghijk.png'],
    ['C:\\Users\\ann\\foto.jpg', 'foto.jpg'],
    ['../../etc/passwd', 'passwd'],
    ['ver\u0000slag\u0007.pdf', 'verslag.pdf'],
    ['tab\there.pdf', 'tabhere.pdf'],
    ['a<b>c:d|e?f*g".pdf', 'abcdefg.pdf'],
    ['CON.pdf', 'file'],
    ['..', 'file'],
    ['verslag.pdf. . ', 'verslag.pdf'],
    ['', 'file'],
    [undefined, 'file'],
  ])('%j becomes %j', (given, expected) => {
    expect(safeFileName(given)).toBe(expected);
  });

  it(`cuts a long name to ${MAX_FILE_NAME_LENGTH} characters, keeping its extension`, () => {
    const name = safeFileName(`${'verslag '.repeat(60)}.pdf`);
    expect(Array.from(name)).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(name.endsWith('.pdf')).toBe(true);
    const emoji = safeFileName(`${'😀'.repeat(300)}.png`);
    expect(Buffer.byteLength(emoji)).toBeLessThanOrEqual(255);
    expect(emoji).toBe(`${'😀'.repeat(62)}.png`);
  });
});
