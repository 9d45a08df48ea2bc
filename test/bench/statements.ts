/**
 * Booking a bank statement at scale (issue K item 7: a statement of 10,000 entries matched in ≤ 10 s at
 * 100,000 members), over HTTP on loopback as staff send it: a fresh database migrated and seeded as the
 * server's first start does, grown to `members` members (grow.ts), with one payment request of this
 * year per active member made by bulk SQL; then the real server (start.ts --api-only) gets
 * `PUT /Dues/statements` with a camt.053 of `credits` credits of the club's account — preview, then
 * booking — and each answer's wall time is taken:
 * - 80 % carry the structured communication of a request spread over the whole year's requests (most
 *   pay in full, one in ten in part, one in twenty-five too much);
 * - 10 % carry none, with a request's addressee as the payer and its amount (rule amountAndName);
 * - 10 % carry none, from the IBAN of a matched credit of the same file (rule sameIban).
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../server/src/config';
import { prepareDatabase } from '../../server/src/db/prepare';
import { freePort } from '../freePort';
import { growData } from './grow';
import { startNode } from './processes';
import type { Backend } from './report';
import { staffToken } from './routes';

export interface StatementFigures {
  backend: Backend;
  members: number;
  requests: number;
  credits: number;
  matched: number;
  suggested: number;
  /** Wall time of the answer, ms. */
  previewMs: number;
  bookMs: number;
}

/** The seeded club's account (db/seed/dues.ts). */
const CLUB_IBAN = 'BE75068234567851';

/** A request the statement pays: its 12 digits, addressee and amount (euro cents). */
interface Asked {
  digits: string;
  name: string;
  amountCents: number;
}

/** A camt.053.001.02 of the club's account with the credits of the module's mix, `count` in all. */
function statementOf(asked: Asked[], count: number): string {
  const entry = (index: number, cents: number, payer: string, iban: string, remittance: string) =>
    `<Ntry><Amt Ccy="EUR">${(cents / 100).toFixed(2)}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts>` +
    `<BookgDt><Dt>2026-03-05</Dt></BookgDt><AcctSvcrRef>BENCH-${index}</AcctSvcrRef><NtryDtls><TxDtls>` +
    `<RltdPties><Dbtr><Nm>${payer}</Nm></Dbtr><DbtrAcct><Id><IBAN>${iban}</IBAN></Id></DbtrAcct></RltdPties>` +
    `<RmtInf>${remittance}</RmtInf></TxDtls></NtryDtls></Ntry>\n`;
  const iban = (index: number) => `BE00${String(index).padStart(12, '0')}`;
  const structured = Math.floor(count * 0.8);
  const stride = Math.max(1, Math.floor(asked.length / count));
  const entries = Array.from({ length: count }, (_, index) => {
    const request = asked[(index * stride) % asked.length];
    if (index < structured) {
      const cents =
        index % 25 === 0 ? request.amountCents + 500 : index % 10 === 0 ? 1000 : request.amountCents;
      const reference =
        '<Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry><Issr>BBA</Issr></Tp>' +
        `<Ref>${request.digits}</Ref></CdtrRefInf></Strd>`;
      return entry(index, cents, request.name, iban(index), reference);
    }
    if (index < structured + (count - structured) / 2)
      return entry(
        index,
        request.amountCents,
        request.name.toUpperCase(),
        iban(index),
        '<Ustrd>lidgeld</Ustrd>',
      );
    return entry(index, 1500, 'Onbekend', iban(index - structured), '<Ustrd>rest lidgeld</Ustrd>');
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt><Id>BENCH</Id>' +
    `<Acct><Id><IBAN>${CLUB_IBAN}</IBAN></Id></Acct>\n${entries.join('')}</Stmt></BkToCstmrStmt></Document>\n`
  );
}

/** One payment request of `year` per active member, numbered by member id, by bulk SQL; answers them. */
async function askEveryone(
  db: Awaited<ReturnType<typeof prepareDatabase>>['db'],
  year: number,
): Promise<Asked[]> {
  await db.execute(sql`with numbered as (
      select id, first_name || ' ' || last_name as name, tribe_number, row_number() over (order by id) as n
      from members where is_active
    ), made as (
      insert into dues (year, number, structured_communication, name, amount_cents, due_date)
      select ${year}, n, lpad((${year}::bigint * 1000000 + n)::text, 10, '0')
          || lpad(coalesce(nullif((${year}::bigint * 1000000 + n) % 97, 0), 97)::text, 2, '0'),
        name, case when n % 7 = 0 then 1000 else 2500 end, make_date(${year}, 1, 31)
      from numbered
      returning id, number
    )
    insert into dues_members (dues_id, member_id, year, name, tribe_number, kind_name, fee_cents)
    select made.id, numbered.id, ${year}, numbered.name, numbered.tribe_number, 'Gewoon lid', 2500
    from made join numbered on numbered.n = made.number`);
  for (const table of [sql`dues`, sql`dues_members`]) await db.execute(sql`analyze ${table}`);
  const { rows } = (await db.execute(
    sql`select structured_communication as digits, name, amount_cents as "amountCents" from dues where year = ${year} order by number`,
  )) as unknown as { rows: Asked[] };
  return rows;
}

/**
 * Measures on `backend` with `dataDir` (an empty folder) and `databaseUrl` (an empty PostgreSQL
 * database, or '' for PGlite in `dataDir`): `members` members, a statement of `credits` credits.
 */
export async function measureStatementBooking(
  backend: Backend,
  dataDir: string,
  databaseUrl: string,
  { members, credits }: { members: number; credits: number },
  log: (line: string) => void,
): Promise<StatementFigures> {
  const port = await freePort();
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'true',
  };
  const config = loadConfig({ ...env, PORT: String(port) });
  const database = await prepareDatabase(config, () => {});
  let asked: Asked[];
  try {
    await growData(database, { members, notifications: 0 });
    asked = await askEveryone(database.db, new Date().getUTCFullYear());
  } finally {
    await database.close();
  }
  log(
    `${backend}: ${asked.length.toLocaleString('en')} payment requests; booking ${credits.toLocaleString('en')} credits`,
  );
  const file = statementOf(asked, credits);
  const token = await staffToken(config);
  const server = await startNode('server/src/start.ts', ['--api-only'], env, '/readyz', port);
  try {
    const send = async (persist: boolean) => {
      const form = new FormData();
      form.append('formFile', new Blob([file]), 'bench.xml');
      const started = performance.now();
      const response = await fetch(`${server.base}/api/backoffice/Dues/statements?persist=${persist}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench' },
        body: form,
      });
      const answer = (await response.json()) as { counts?: { matched: number; suggested: number } };
      const ms = performance.now() - started;
      if (!response.ok || !answer.counts)
        throw new Error(
          `PUT /Dues/statements answered ${response.status}: ${JSON.stringify(answer).slice(0, 300)}`,
        );
      return { ms, counts: answer.counts };
    };
    const preview = await send(false);
    const booked = await send(true);
    return {
      backend,
      members,
      requests: asked.length,
      credits,
      matched: booked.counts.matched,
      suggested: booked.counts.suggested,
      previewMs: preview.ms,
      bookMs: booked.ms,
    };
  } finally {
    await server.stop();
  }
}
