/**
 * Sending the revue end to end (issue I2): two members who move to the same address — typed a little
 * differently — get one label together; the mailing page shows them among the changes since the
 * previous issue, finds their one label, and downloads the labels PDF, read back here with pdf.js.
 * Screenshots of the page at 390 and 1440 px in nl.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { openSignedIn, screenshot } from './fixtures';

/** The text lines of every page of the PDF at `path`, and its page count. */
async function pdfText(path: string) {
  const pdf = await getDocument({ data: new Uint8Array(await readFile(path)) }).promise;
  const lines: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    lines.push(
      ...content.items
        .filter((item): item is TextItem => 'str' in item && item.str !== '')
        .map((item) => item.str),
    );
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return { pages, lines };
}

/** Moves the member with id `id` to the address given, as typed in the member form, and saves. */
async function move(
  page: Page,
  id: number,
  address: Record<'Straat' | 'Nummer' | 'Bus' | 'Postcode' | 'Gemeente', string>,
) {
  await page.goto(`/members/${id}`);
  for (const [label, value] of Object.entries(address))
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Lid opgeslagen')).toBeVisible();
}

test('two members moved to one address get one label, and the mailing page downloads the labels', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openSignedIn(page, '/members/2');
  const name = async (id: number) => {
    await page.goto(`/members/${id}`);
    const first = await page.getByRole('textbox', { name: 'Voornaam', exact: true }).inputValue();
    const last = await page.getByRole('textbox', { name: 'Achternaam', exact: true }).inputValue();
    return `${first} ${last}`;
  };
  const [first, second] = [await name(2), await name(3)];
  await move(page, 2, {
    Straat: 'Kapelstraat',
    Nummer: '7',
    Bus: '2',
    Postcode: '8310',
    Gemeente: 'Assebroek',
  });
  await move(page, 3, {
    Straat: 'KAPELSTRAAT ',
    Nummer: '7',
    Bus: 'bus 2',
    Postcode: '8310',
    Gemeente: 'Assebroek',
  });

  await page.goto('/adverts/revue');
  await expect(page.getByRole('heading', { level: 1, name: 'Revue verzenden' })).toBeVisible();
  const changes = page.getByRole('region', { name: /^Gewijzigd sinds het vorige nummer/ });
  await expect(changes.getByRole('link', { name: first })).toBeVisible();
  await expect(changes.getByRole('link', { name: second })).toBeVisible();

  const household = `${first} en ${second}`;
  const check = page.getByRole('region', { name: 'Etiketten nakijken' });
  await check.getByRole('searchbox', { name: 'Zoek een naam of adres' }).fill(`${first} ${second}`);
  await expect(check.getByRole('status')).toHaveText('1 etiket gevonden.');
  await expect(check.getByRole('listitem')).toHaveText(`${household}Kapelstraat 7 bus 28310 Assebroek`);

  const copies = Number(
    (
      await page
        .getByRole('region', { name: 'Oplage' })
        .getByText(/^\d[\d.]* exemplaren$/)
        .innerText()
    ).replace(/\D/g, ''),
  );
  // From the top, nothing focused: the header then sits above the page, the skip link hidden.
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await page.setViewportSize({ width: 1440, height: 1000 });
  await screenshot(page, 'revue-mailing-1440-nl');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'revue-mailing-390-nl');
  await page.setViewportSize({ width: 1280, height: 720 });

  const labels = page.getByRole('region', { name: 'Etiketten' });
  await labels.getByRole('spinbutton', { name: 'Eerste vrije etiket' }).fill('4');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    labels.getByRole('button', { name: 'Etiketten downloaden (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^revue-\d{4}-\d\d-01-etiketten-L7160\.pdf$/);
  const path = test.info().outputPath('labels.pdf');
  await download.saveAs(path);
  const pdf = await pdfText(path);
  expect(pdf.pages).toBe(Math.ceil((3 + copies) / 21));
  // Every label at the new address, by its addressee: the one of the two together.
  const addressees = pdf.lines.flatMap((line, index) =>
    line === 'Kapelstraat 7 bus 2' && pdf.lines[index + 1] === '8310 Assebroek' ? [pdf.lines[index - 1]] : [],
  );
  expect(addressees).toEqual([household]);
});
