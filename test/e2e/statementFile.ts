/**
 * A bank statement of the demo club's account (its IBAN in the seeded dues settings) as a camt.053.001.02
 * file, for the screens that read one (issue K item 5): each credit with its payer, IBAN and either a
 * structured communication (12 digits) or a free text.
 */

/** The demo club's account (server/src/db/seed/dues.ts). */
export const DEMO_CLUB_IBAN = 'BE75068234567851';

/** One credit of the statement: euro cents, and `reference` (12 digits) or `text`. */
export interface Credit {
  cents: number;
  payer: string;
  iban: string;
  reference?: string;
  text?: string;
}

const euro = (cents: number) => (cents / 100).toFixed(2);

/** The XML of a statement `id` booked on `day` (yyyy-MM-dd) holding `credits`, as a bank writes it. */
export function camt053(id: string, day: string, credits: Credit[]): string {
  const entries = credits.map((credit, index) => {
    const remittance = credit.reference
      ? `<Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry><Issr>BBA</Issr></Tp><Ref>${credit.reference}</Ref></CdtrRefInf></Strd>`
      : `<Ustrd>${credit.text ?? ''}</Ustrd>`;
    return `<Ntry><NtryRef>${index + 1}</NtryRef><Amt Ccy="EUR">${euro(credit.cents)}</Amt><CdtDbtInd>CRDT</CdtDbtInd>
<Sts>BOOK</Sts><BookgDt><Dt>${day}</Dt></BookgDt><ValDt><Dt>${day}</Dt></ValDt><AcctSvcrRef>${id}-${index + 1}</AcctSvcrRef>
<NtryDtls><TxDtls><AmtDtls><TxAmt><Amt Ccy="EUR">${euro(credit.cents)}</Amt></TxAmt></AmtDtls>
<RltdPties><Dbtr><Nm>${credit.payer}</Nm></Dbtr><DbtrAcct><Id><IBAN>${credit.iban}</IBAN></Id></DbtrAcct></RltdPties>
<RmtInf>${remittance}</RmtInf></TxDtls></NtryDtls></Ntry>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>
<GrpHdr><MsgId>${id}</MsgId><CreDtTm>${day}T18:30:00+01:00</CreDtTm></GrpHdr>
<Stmt><Id>${id}</Id><CreDtTm>${day}T18:30:00+01:00</CreDtTm>
<Acct><Id><IBAN>${DEMO_CLUB_IBAN}</IBAN></Id><Ccy>EUR</Ccy></Acct>
${entries.join('\n')}
</Stmt></BkToCstmrStmt></Document>
`;
}

/** A statement of credits no request has (no dues run in the demo data): a preview of it changes nothing. */
export const unmatchedStatement = () =>
  Buffer.from(
    camt053('E2E-STATEMENT-1', '2030-03-14', [
      {
        cents: 3500,
        payer: 'Vandenbroucke-Vercruysse Maximiliaan',
        iban: 'BE62510007547061',
        text: 'lidgeld 2030 Maximiliaan en Ann-Sofie',
      },
      { cents: 2500, payer: 'Jan Peeters', iban: 'BE94735001234514', reference: '203000000106' },
    ]),
    'utf8',
  );
