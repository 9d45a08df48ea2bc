/**
 * The yearly dues end to end (issue K), as the club's penningmeester does them: run next year's dues
 * (preview, then confirm), download that year's letters as one PDF (read back with poppler: a page per
 * request, the club's IBAN and a request's structured communication in it), book a camt.053 statement
 * that pays one request, and see it paid on the request, in the Lidgeld list and on the member's page.
 * A redactie reaches none of it. Named to run after the suites that compare ring orders with the seed:
 * next year's requests make next year's rings wait for their dues.
 */
import { execFileSync } from 'node:child_process';
import { expect, type Page, test } from '@playwright/test';
import { violations } from './axe';
import { expectFits } from './fit';
import { demoAccount, openSignedIn, screenshot } from './fixtures';

const NEXT_YEAR = new Date().getFullYear() + 1;
/** The club's account in the demo settings (server/src/db/seed/dues.ts). */
const CLUB_IBAN = 'BE75068234567851';

const main = (page: Page) => page.getByRole('main');

/** The page where a bank statement is read and booked. */
const STATEMENT_PATH = '/dues/statements';

/**
 * Reads the statement `xml` on its page, as the treasurer does: the preview
 * shows one credit matched on its communication and paying its request; "Boeken" and its
 * confirmation book it.
 */
async function importStatement(page: Page, xml: string) {
  await page.goto(STATEMENT_PATH);
  await expect(
    main(page).getByRole('heading', { name: 'Rekeninguittreksel inlezen', level: 1 }),
  ).toBeVisible();
  await main(page)
    .locator('input[type=file]')
    .setInputFiles({ name: 'uittreksel.xml', mimeType: 'application/xml', buffer: Buffer.from(xml) });
  await expect(main(page).getByText('Wat het boeken doet')).toBeVisible();
  await expect(main(page).getByRole('row', { name: /Betaald/ })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await screenshot(page, 'dues-statement-preview-nl');
  await main(page).getByRole('button', { name: 'Boeken' }).click();
  const confirm = page.getByRole('dialog', { name: 'Rekeninguittreksel boeken?' });
  await confirm.getByRole('button', { name: 'Boeken' }).click();
  await expect(page.getByText(/^Rekeninguittreksel geboekt: 1 ontvangst van €/).first()).toBeVisible();
}

/** "€ 1.234,50" → 123450. */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100);

/**
 * A camt.053.001.02 statement of the club's account with one credit of `amountCents` carrying the
 * structured communication `digits` as ISO 20022 writes a Belgian one (SCOR, issuer BBA).
 */
const camt053 = (digits: string, amountCents: number, payer: string) => {
  const amount = (amountCents / 100).toFixed(2);
  const day = new Date().toISOString().slice(0, 10);
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>E2E-${digits}</MsgId><CreDtTm>${day}T18:00:00+01:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>E2E-${day}-001</Id>
      <CreDtTm>${day}T18:00:00+01:00</CreDtTm>
      <Acct><Id><IBAN>${CLUB_IBAN}</IBAN></Id><Ccy>EUR</Ccy></Acct>
      <Ntry>
        <Amt Ccy="EUR">${amount}</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>${day}</Dt></BookgDt>
        <ValDt><Dt>${day}</Dt></ValDt>
        <AcctSvcrRef>E2E-${digits}</AcctSvcrRef>
        <NtryDtls>
          <TxDtls>
            <AmtDtls><TxAmt><Amt Ccy="EUR">${amount}</Amt></TxAmt></AmtDtls>
            <RltdPties><Dbtr><Nm>${payer}</Nm></Dbtr><DbtrAcct><Id><IBAN>BE94735001234514</IBAN></Id></DbtrAcct></RltdPties>
            <RmtInf><Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry><Issr>BBA</Issr></Tp><Ref>${digits}</Ref></CdtrRefInf></Strd></RmtInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
};

test("a penningmeester runs next year's dues, sends the letters, books the bank statement and sees the member paid", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openSignedIn(page, '/dues', demoAccount('penningmeester'));

  // The run: a preview first, then the requests its confirm button names.
  await main(page).getByRole('button', { name: 'Lidgeld aanvragen' }).click();
  const run = page.getByRole('dialog', { name: 'Lidgeld aanvragen' });
  await expect(run.getByRole('spinbutton', { name: /^Jaar/ })).toHaveValue(String(NEXT_YEAR));
  await run.getByRole('button', { name: 'Voorbeeld tonen' }).click();
  await expect(run.getByText(`Wat de aanvraag voor ${NEXT_YEAR} maakt`)).toBeVisible();
  await screenshot(page, 'dues-run-preview-nl');
  const confirm = run.getByRole('button', { name: /betalingsverzoeken? maken$/ });
  const requests = Number((await confirm.innerText()).replace(/\D/g, ''));
  expect(requests).toBeGreaterThan(10);
  await confirm.click();
  await expect(page.getByText(`${requests} betalingsverzoeken voor ${NEXT_YEAR} gemaakt.`)).toBeVisible();

  // Next year's requests, all open.
  await main(page).getByRole('combobox', { name: 'Jaar' }).click();
  await page.getByRole('option', { name: String(NEXT_YEAR) }).click();
  await expect(main(page).getByText(`1-25 van ${requests.toLocaleString('nl-BE')}`)).toBeVisible();

  // The letters of the year: one PDF, a page per request, with the club's IBAN.
  await main(page).getByRole('button', { name: 'Brieven' }).click();
  const [letters] = await Promise.all([
    page.waitForEvent('download', { timeout: 120_000 }),
    page.getByRole('menuitem', { name: `Betalingsverzoeken ${NEXT_YEAR} (PDF)` }).click(),
  ]);
  expect(letters.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = await letters.path();
  const info = execFileSync('pdfinfo', [pdf], { encoding: 'utf8' });
  expect(Number(/^Pages:\s+(\d+)/m.exec(info)?.[1])).toBe(requests);
  const firstPage = execFileSync('pdftotext', ['-f', '1', '-l', '1', '-layout', pdf, '-'], {
    encoding: 'utf8',
  });
  expect(firstPage.replace(/\s/g, '')).toContain(CLUB_IBAN);

  // One request: its communication and amount, as the letter prints them.
  const row = main(page).getByRole('table').getByRole('row').nth(1);
  const name = (await row.getByRole('cell').first().innerText()).trim();
  await row.getByRole('link', { name }).click();
  await expect(
    main(page).getByRole('heading', { name: `Lidgeld ${NEXT_YEAR} – ${name}`, level: 1 }),
  ).toBeVisible();
  const communication = (
    await main(page)
      .getByText(/^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/)
      .innerText()
  ).trim();
  const digits = communication.replace(/\D/g, '');
  expect(firstPage.length).toBeGreaterThan(0);
  const amount = cents(await main(page).getByText(/^€/).first().innerText());
  expect(amount).toBeGreaterThan(0);
  const memberLink = main(page).getByRole('table').getByRole('link').first();
  const memberPath = new URL(await memberLink.evaluate((link: HTMLAnchorElement) => link.href)).pathname;
  const requestPath = new URL(page.url()).pathname;

  // The bank statement that pays it: previewed, then booked.
  await importStatement(page, camt053(digits, amount, name));

  // Paid: on the request, in the list and on the member's page.
  await page.goto(requestPath);
  await expect(main(page).getByText('Betaald', { exact: true }).first()).toBeVisible();
  // The request's history, readable with the dues' read permission alone.
  await main(page).getByRole('button', { name: 'Geschiedenis' }).click();
  await expect(
    main(page)
      .getByRole('region', { name: 'Geschiedenis' })
      .getByText(/Betaling geboekt/)
      .first(),
  ).toBeVisible();
  await page.goto('/dues');
  await main(page).getByRole('combobox', { name: 'Jaar' }).click();
  await page.getByRole('option', { name: String(NEXT_YEAR) }).click();
  await main(page).getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Betaald', exact: true }).click();
  await expect(main(page).getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await expect(main(page).getByText(/^1-1 van 1$/)).toBeVisible();
  await page.goto(memberPath);
  const section = main(page).locator('section', {
    has: page.getByRole('heading', { name: 'Lidgeld', level: 2 }),
  });
  await expect(section.getByRole('row', { name: new RegExp(`${NEXT_YEAR}.*Betaald`) })).toBeVisible();
  await screenshot(page, 'dues-member-paid-nl');
});

test('a redactie reaches none of the dues', async ({ page }) => {
  await openSignedIn(page, '/dashboard', demoAccount('redactie'));
  for (const path of ['/dues', '/dues/settings', STATEMENT_PATH]) {
    await page.goto(path);
    await expect(main(page).getByRole('heading', { name: 'Geen toegang' })).toBeVisible();
  }
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await violations(page)).toEqual([]);
  await expectFits(page, '"Geen toegang" at 360 px');
});
