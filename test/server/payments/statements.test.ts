/**
 * Bank statements read for the dues (services/payments/statements): camt.053 and CODA fixtures built by
 * hand from the standards (./fixtures), read into the entries the matching will book, and hostile files
 * refused as the member import refuses them.
 */
import { readFileSync } from 'node:fs';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../server/src/errors';
import { readStatement, type StatementEntry } from '../../../server/src/services/payments/statements';
import { findStructuredCommunication } from '../../../server/src/services/payments/structuredCommunication';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const camt02 = fixture('camt053-001-02.xml').toString('utf8');
const coda = fixture('statement.cod').toString('latin1');
const codaRecords = coda.split('\r\n').slice(0, -1);

/** What the client is told when `bytes` are refused (status, reason, field, details, message). */
function refusal(bytes: Buffer | string) {
  try {
    readStatement(Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes, 'utf8'));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const { statusCode, reason, field, details, message } = error;
    return { statusCode, reason, field, details, message };
  }
  throw new Error('The file was read, not refused.');
}

const entry = (values: Partial<StatementEntry> & Pick<StatementEntry, 'bankReference'>): StatementEntry => ({
  bookingDate: '2026-03-05',
  valueDate: '2026-03-05',
  amountCents: 0,
  credit: true,
  structuredCommunication: null,
  communication: null,
  counterpartyName: null,
  counterpartyIban: null,
  counterpartyBic: null,
  ...values,
});

describe('camt.053', () => {
  it('reads every booked entry of a camt.053.001.02, a batch as its two transactions', () => {
    expect(readStatement(fixture('camt053-001-02.xml'))).toEqual({
      format: 'camt.053',
      accountIban: 'BE71096123456769',
      statementId: '2026-03-05-042',
      entries: [
        entry({
          bankReference: 'NTRY-20260305-0001',
          amountCents: 3000,
          structuredCommunication: '202600001711',
          counterpartyName: 'Jan Peeters',
          counterpartyIban: 'BE68539007547034',
          counterpartyBic: 'GEBABEBB',
        }),
        entry({
          bankReference: 'NTRY-20260305-0002',
          valueDate: '2026-03-04',
          amountCents: 4500,
          structuredCommunication: '202600002418',
          counterpartyName: 'Marie Claes',
          counterpartyIban: 'BE94735001234514',
          counterpartyBic: 'KREDBEBB',
        }),
        entry({
          bankReference: 'NTRY-20260305-0003',
          valueDate: null,
          amountCents: 2500,
          communication: 'Lidgeld 2026 gezin Vermeulen <stam 1234>',
          counterpartyName: 'André Vermeulen & Zonen',
          counterpartyIban: 'BE57063000000035',
        }),
        entry({
          bankReference: 'NTRY-20260305-0004',
          amountCents: 1240,
          credit: false,
          communication: 'Factuur 2026-014 ringen',
          counterpartyName: 'Drukkerij De Ring',
          counterpartyIban: 'BE56363123456788',
          counterpartyBic: 'BBRUBEBB',
        }),
        entry({
          bankReference: 'NTRY-20260305-0005-A',
          amountCents: 3500,
          structuredCommunication: '202600003125',
          counterpartyName: 'Els Maes',
          counterpartyIban: 'BE21001234567803',
          counterpartyBic: 'GEBABEBB',
        }),
        entry({
          bankReference: 'NTRY-20260305-0005/2',
          amountCents: 2500,
          structuredCommunication: '202600004842',
          counterpartyName: 'Luc Desmet',
          counterpartyIban: 'BE38068204567872',
        }),
        entry({
          bankReference: 'NTRY-20260305-0006',
          amountCents: 3000,
          communication: '202600001712',
          counterpartyName: 'Piet Claeys',
        }),
      ],
    });
  });

  it('reads a camt.053.001.08 entry, namespace prefix and all', () => {
    expect(readStatement(fixture('camt053-001-08.xml'))).toEqual({
      format: 'camt.053',
      accountIban: 'BE71096123456769',
      statementId: '2026-03-06-043',
      entries: [
        entry({
          bankReference: 'NTRY-20260306-0001',
          bookingDate: '2026-03-06',
          valueDate: '2026-03-06',
          amountCents: 3000,
          structuredCommunication: '202600005549',
          counterpartyName: 'Sofie Wouters',
          counterpartyIban: 'BE26001666666629',
          counterpartyBic: 'GEBABEBBXXX',
        }),
      ],
    });
  });

  it('keeps a batch whose transactions do not add up as one entry, without communication', () => {
    const entries = readStatement(Buffer.from(camt02.replace('35.00', '34.00'))).entries;
    expect(entries.filter((read) => read.bankReference.startsWith('NTRY-20260305-0005'))).toEqual([
      entry({ bankReference: 'NTRY-20260305-0005', amountCents: 6000 }),
    ]);
  });

  it('gives an entry without a reference of its own a reference from the statement', () => {
    const withoutReference = camt02.replace('<AcctSvcrRef>NTRY-20260305-0002</AcctSvcrRef>', '');
    const twice = withoutReference.replace('NTRY-20260305-0004', 'NTRY-20260305-0001');
    expect(readStatement(Buffer.from(twice)).entries.map((read) => read.bankReference)).toEqual([
      'NTRY-20260305-0001',
      '2026-03-05-042/2',
      'NTRY-20260305-0003',
      'NTRY-20260305-0001#2',
      'NTRY-20260305-0005-A',
      'NTRY-20260305-0005/2',
      'NTRY-20260305-0006',
    ]);
  });

  it('reads a UTF-8 file with a byte order mark', () => {
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), fixture('camt053-001-08.xml')]);
    expect(readStatement(withBom).entries).toHaveLength(1);
  });

  it('reads 10,000 entries', () => {
    const statement = readStatement(Buffer.from(camtWith(10_000)));
    expect(statement.entries).toHaveLength(10_000);
    expect(statement.entries.at(-1)).toEqual(
      entry({
        bankReference: 'R10000',
        amountCents: 2500,
        structuredCommunication: '202600001711',
        counterpartyName: 'Lid 10000',
        counterpartyIban: 'BE68539007547034',
        counterpartyBic: 'GEBABEBB',
      }),
    );
  });

  it('reads a free communication of a megabyte of signs and spaces', () => {
    const long = '+++ '.repeat(250_000);
    const xml = camt02.replace('Factuur 2026-014 ringen', long);
    expect(readStatement(Buffer.from(xml)).entries[3].communication).toBe(long.trim());
  });
});

/**
 * A camt.053.001.02 of `count` credits of € 25 (references R1, R2, …): structured, with their debtor and
 * about 800 bytes each as a bank writes them, or `bare` (amount, direction, status, date, reference).
 */
function camtWith(count: number, bare = false) {
  const entries = Array.from({ length: count }, (_, index) =>
    bare
      ? `<Ntry><Amt Ccy="EUR">25.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts>` +
        `<BookgDt><Dt>2026-03-05</Dt></BookgDt><AcctSvcrRef>R${index + 1}</AcctSvcrRef></Ntry>\n`
      : `<Ntry><Amt Ccy="EUR">25.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts>` +
        `<BookgDt><Dt>2026-03-05</Dt></BookgDt><ValDt><Dt>2026-03-05</Dt></ValDt>` +
        `<AcctSvcrRef>R${index + 1}</AcctSvcrRef><BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd>` +
        `<SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd><NtryDtls><TxDtls>` +
        `<Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs>` +
        `<AmtDtls><TxAmt><Amt Ccy="EUR">25.00</Amt></TxAmt></AmtDtls>` +
        `<RltdPties><Dbtr><Nm>Lid ${index + 1}</Nm></Dbtr>` +
        `<DbtrAcct><Id><IBAN>BE68539007547034</IBAN></Id></DbtrAcct></RltdPties>` +
        `<RltdAgts><DbtrAgt><FinInstnId><BIC>GEBABEBB</BIC></FinInstnId></DbtrAgt></RltdAgts>` +
        `<RmtInf><Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry><Issr>BBA</Issr></Tp>` +
        `<Ref>202600001711</Ref></CdtrRefInf></Strd></RmtInf></TxDtls></NtryDtls></Ntry>\n`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>' +
    '<GrpHdr><MsgId>M</MsgId></GrpHdr><Stmt><Id>S</Id>' +
    `<Acct><Id><IBAN>BE71096123456769</IBAN></Id></Acct>\n${entries.join('')}</Stmt></BkToCstmrStmt></Document>\n`
  );
}

describe('CODA', () => {
  const expected = [
    entry({
      bankReference: '2026-03-05/042/0001',
      amountCents: 3000,
      structuredCommunication: '202600001711',
      counterpartyName: 'Jösé Vandevélde',
      counterpartyIban: 'BE68539007547034',
      counterpartyBic: 'GEBABEBB',
    }),
    entry({
      bankReference: '2026-03-05/042/0002',
      amountCents: 2500,
      communication: 'Lidgeld 2026 gezin Maes',
      counterpartyName: 'Els Maes',
      counterpartyIban: 'BE21001234567803',
    }),
    entry({
      bankReference: '2026-03-05/042/0003',
      amountCents: 1240,
      credit: false,
      communication: 'Factuur 2026-014 ringen',
      counterpartyName: 'Drukkerij De Ring',
      counterpartyIban: 'BE56363123456788',
      counterpartyBic: 'BBRUBEBB',
    }),
    entry({
      bankReference: '2026-03-05/042/0004',
      valueDate: '2026-03-04',
      amountCents: 7500,
      communication:
        'Lidgeld 2026 voor het gezin Vermeulen-Desmet: twee leden en een jeugdlid, met de bijdrage voor de tentoonstelling in oktober',
      counterpartyName: 'Vermeulen-Desmet',
      counterpartyIban: 'BE57063000000035',
      counterpartyBic: 'GKCCBEBB',
    }),
    entry({
      bankReference: '2026-03-05/042/0005/0001',
      amountCents: 3000,
      structuredCommunication: '202600006256',
      counterpartyName: 'Piet Claeys',
      counterpartyIban: 'BE94735001234514',
      counterpartyBic: 'KREDBEBB',
    }),
    entry({
      bankReference: '2026-03-05/042/0005/0002',
      amountCents: 2500,
      structuredCommunication: '202600007973',
      counterpartyName: 'Luc Desmet',
      counterpartyIban: 'BE38068204567872',
    }),
  ];

  it('reads a latin1 file with CRLF: one entry per movement, a bank total as its details', () => {
    expect(readStatement(fixture('statement.cod'))).toEqual({
      format: 'coda',
      accountIban: 'BE71096123456769',
      statementId: '2026-03-05/042',
      entries: expected,
    });
  });

  it('reads the same file in UTF-8 with LF line ends', () => {
    expect(readStatement(Buffer.from(codaRecords.join('\n'), 'utf8')).entries).toEqual(expected);
  });

  it('reads Windows-1252 (a euro sign) without a last line end', () => {
    const text = codaRecords.join('\r\n').replace('Factuur 2026-014 ringen', 'Factuur 2026-014 €12,40');
    expect(readStatement(iconv.encode(text, 'windows-1252')).entries[2]).toMatchObject({
      communication: 'Factuur 2026-014 €12,40',
    });
  });

  it('keeps a total whose details do not add up as one entry', () => {
    const records = codaRecords.map((record) =>
      record.startsWith('21000500020') ? record.replace('000000000025000', '000000000024000') : record,
    );
    const entries = readStatement(Buffer.from(records.join('\r\n'), 'latin1')).entries;
    expect(entries.slice(4)).toEqual([entry({ bankReference: '2026-03-05/042/0005', amountCents: 5500 })]);
  });

  it('reads 20,000 movements and refuses 20,001', () => {
    expect(readStatement(codaWith(20_000)).entries).toHaveLength(20_000);
    expect(refusal(codaWith(20_001))).toMatchObject({
      statusCode: 400,
      field: 'formFile',
      reason: 'tooManyRows',
      details: { limit: 20_000, measure: 'rows' },
    });
  });

  it.each([
    ['a short record', fixture('short-record.cod'), 'Record 5 has 62 characters'],
    [
      'version 1',
      codaRecords.map((record, index) => (index ? record : `${record.slice(0, 127)}1`)),
      'version 1',
    ],
    ['no trailer', codaRecords.slice(0, -1), 'ends before its trailer'],
    [
      'a 2.2 without its 2.1',
      codaRecords.filter((record) => !record.startsWith('21000300000')),
      'does not follow',
    ],
    ['a 2.2 after the 2.3', swapped(8, 9), 'does not follow'],
    ['a record of no kind', [...codaRecords.slice(0, 2), `5${'0'.repeat(127)}`], 'no kind CODA knows'],
    [
      'a movement before the old balance',
      [codaRecords[0], ...codaRecords.slice(2)],
      'before the old balance',
    ],
    ['an amount with a fraction of a cent', amountOf('000000000030001'), 'fraction of a cent'],
    ['a date that is not one', codaRecords.map((record) => record.replace('050326', '310226')), 'not a date'],
  ])('refuses %s as notCoda', (_, records, message) => {
    const bytes = Buffer.isBuffer(records) ? records : Buffer.from(records.join('\r\n'), 'latin1');
    const refused = refusal(bytes);
    expect(refused).toMatchObject({ statusCode: 400, field: 'formFile', reason: 'notCoda' });
    expect(refused.message).toContain(message);
  });

  it('refuses an account in another currency, and statements of two accounts', () => {
    const dollars = codaRecords.map((record, index) => (index === 1 ? record.replace('EUR', 'USD') : record));
    expect(refusal(Buffer.from(dollars.join('\r\n'), 'latin1'))).toMatchObject({ reason: 'notEuro' });
    const other = codaRecords.map((record) => record.replace('BE71096123456769', 'BE68539007547034'));
    expect(refusal(Buffer.from([...codaRecords, ...other].join('\r\n'), 'latin1'))).toMatchObject({
      reason: 'severalAccounts',
    });
  });

  it('reads two statements of one account, the second after the first', () => {
    const next = codaRecords.map((record) =>
      record.startsWith('1') ? `${record.slice(0, 125)}043` : record,
    );
    const statement = readStatement(Buffer.from([...codaRecords, ...next].join('\r\n'), 'latin1'));
    expect(statement.statementId).toBe('2026-03-05/042 … 2026-03-05/043');
    expect(statement.entries.map((read) => read.bankReference).slice(5, 7)).toEqual([
      '2026-03-05/042/0005/0002',
      '2026-03-05/043/0001',
    ]);
  });
});

/** The fixture's records with those at `first` and `second` (0-based) swapped. */
function swapped(first: number, second: number) {
  const records = [...codaRecords];
  [records[first], records[second]] = [records[second], records[first]];
  return records;
}

/** The fixture's records with the amount of the first movement replaced by `amount` (15 digits). */
function amountOf(amount: string) {
  return codaRecords.map((record) =>
    record.startsWith('21000100000') ? `${record.slice(0, 32)}${amount}${record.slice(47)}` : record,
  );
}

/** A CODA file of `count` movements like the fixture's first (2.1 records only). */
function codaWith(count: number) {
  const movement = codaRecords[2];
  const movements = Array.from(
    { length: count },
    (_, index) =>
      `21${String((index + 1) % 10_000).padStart(4, '0')}${movement.slice(6, 125)}0${movement.slice(126)}`,
  );
  const [header, oldBalance] = codaRecords;
  return Buffer.from([header, oldBalance, ...movements, ...codaRecords.slice(-3)].join('\r\n'), 'latin1');
}

describe('readStatement', () => {
  it.each([
    ['an empty file', Buffer.alloc(0), 'empty'],
    ['white space', Buffer.from(' \r\n\t\n'), 'empty'],
    ['a PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'), 'unknownFormat'],
    ['a CSV', Buffer.from('stamnummer;voornaam;achternaam\n0123;Ann;Vermeulen\n'), 'unknownFormat'],
    ['a billion laughs', fixture('billion-laughs.xml'), 'dtdNotAllowed'],
    ['an external entity', fixture('xxe.xml'), 'dtdNotAllowed'],
    ['a statement cut short', Buffer.from(camt02.slice(0, camt02.indexOf('</Ntry>') + 7)), 'notCamt'],
    ['an entry lost to a stray <', Buffer.from(camt02.replace('Jan Peeters', 'Jan < Peeters')), 'notCamt'],
    ['entries lost to a broken comment', Buffer.from(camt02.replace('<!-- 1.', '<!- 1.')), 'notCamt'],
    ['an element named __proto__', Buffer.from(camt02.replace('<Nm>Jan', '<__proto__/><Nm>Jan')), 'notCamt'],
    [
      'elements nested too deep',
      Buffer.from(camt02.replace('<Nm>', `${'<X>'.repeat(200)}${'</X>'.repeat(200)}<Nm>`)),
      'notCamt',
    ],
    ['a camt.052', Buffer.from(camt02.replaceAll('camt.053.001.02', 'camt.052.001.02')), 'notCamt'],
    ['a camt.053.001.09', Buffer.from(camt02.replaceAll('camt.053.001.02', 'camt.053.001.09')), 'notCamt'],
    ['an entry in dollars', Buffer.from(camt02.replace('Ccy="EUR">30.00', 'Ccy="USD">30.00')), 'notEuro'],
    ['an entry without direction', Buffer.from(camt02.replace('<CdtDbtInd>DBIT', '<CdtDbtInd>')), 'notCamt'],
    ['a tenth of a cent', Buffer.from(camt02.replace('"EUR">12.40<', '"EUR">12.405<')), 'notCamt'],
  ])('refuses %s (%s)', (_, bytes, reason) => {
    expect(refusal(bytes)).toMatchObject({ statusCode: 400, field: 'formFile', reason });
  });

  it('says nothing of the file an external entity names', () => {
    expect(JSON.stringify(refusal(fixture('xxe.xml')))).not.toContain('root:');
  });

  it('refuses more than 10 MB before reading it', () => {
    const bytes = Buffer.concat([Buffer.from(camt02), Buffer.alloc(10 * 1024 * 1024, ' ')]);
    expect(refusal(bytes)).toMatchObject({
      statusCode: 400,
      reason: 'tooLarge',
      details: { limit: 10, measure: 'fileSize' },
    });
  });

  it('refuses statements of two accounts in one camt.053', () => {
    const statement = camt02.slice(camt02.indexOf('<Stmt>'), camt02.indexOf('</Stmt>') + 7);
    const other = statement.replace('BE71096123456769', 'BE68539007547034');
    expect(refusal(camt02.replace(statement, statement + other))).toMatchObject({
      reason: 'severalAccounts',
    });
  });

  it('refuses 20,001 camt.053 entries', () => {
    expect(refusal(camtWith(20_001, true))).toMatchObject({
      statusCode: 400,
      reason: 'tooManyRows',
      details: { limit: 20_000, measure: 'rows' },
    });
  });
});

describe('findStructuredCommunication', () => {
  it.each([
    ['202600001711', '202600001711'],
    ['202/6000/01711', '202600001711'],
    ['+++202/6000/01711+++', '202600001711'],
    ['***202/6000/01711***', '202600001711'],
    [' +++ 202 / 6000 / 01711 +++ ', '202600001711'],
    ['Lidgeld +++202/6000/01711+++ gezin', '202600001711'],
    ['+++000/0000/00097+++', undefined],
    ['+++000/0000/00000+++', undefined],
    ['202600001712', undefined],
    ['Factuur 202600001711 betaald', undefined],
    ['+++202/6000/0171+++', undefined],
  ])('%j gives %j', (text, digits) => {
    expect(findStructuredCommunication(text)).toBe(digits);
  });
});
