/**
 * Merging members end to end (docs/api/members.md "Merging members"): a secretaris finds a member typed
 * twice, merges the demo member (with an advert and a ring order) into the new record from its page,
 * finds the old address leading to the kept member, then undoes the merge from the merge screen.
 */
import { expect, type Page, test } from '@playwright/test';
import { demoAccount, openSignedIn } from './fixtures';

const rows = (page: Page) => page.getByRole('main').getByRole('row');

/** Opens the member page of the list row found by `text`. */
async function openMember(page: Page, text: string, name: string) {
  await page.goto('/members');
  await page.getByRole('textbox', { name: 'Zoeken' }).fill(text);
  await expect(page).toHaveURL(/filter=/);
  await rows(page).filter({ hasText: name }).first().click();
  await expect(page).toHaveURL(/\/members\/\d+$/);
}

test('a secretaris merges a member typed twice, an advert and an order move, then undoes the merge', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openSignedIn(page, '/members/create', demoAccount('secretaris'));
  // The demo's Martine Vanhoutte (HT09, an advert and a ring order), typed again with a typo.
  await page.getByRole('textbox', { name: 'Voornaam', exact: true }).fill('Martine');
  await page.getByRole('textbox', { name: 'Achternaam', exact: true }).fill('Vanhoute');
  await page.getByRole('textbox', { name: 'Stamnummer', exact: true }).fill('MG01');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Lid aangemaakt')).toBeVisible();

  await openMember(page, 'MG01', 'Martine Vanhoute');
  const keptPath = new URL(page.url()).pathname;
  await page.getByRole('main').getByRole('button', { name: 'Samenvoegen met…' }).click();
  const picker = page.getByRole('dialog', { name: 'Martine Vanhoute samenvoegen met…' });
  await picker.getByRole('combobox', { name: 'Lid' }).fill('HT09');
  await page.getByRole('option', { name: 'Martine Vanhoutte (HT09)' }).click();
  await picker.getByRole('button', { name: 'Verder' }).click();

  await expect(page.getByRole('heading', { name: 'Twee leden samenvoegen' })).toBeVisible();
  await expect(page).toHaveURL(/\/members\/merge\?keep=\d+&merge=\d+/);
  const mergedId = new URL(page.url()).searchParams.get('merge');
  const moves = page.getByRole('region', { name: 'Wat naar het lid gaat dat blijft' });
  await expect(moves.getByText('één zoekertje')).toBeVisible();
  await expect(moves.getByText(/ringbestelling/)).toBeVisible();
  // The last name as the demo has it, the rest of the new record.
  const lastName = page.getByRole('radiogroup', { name: 'Familienaam' });
  await lastName.getByRole('radio', { name: 'Vanhoutte' }).check();
  await page.getByRole('button', { name: 'Samenvoegen…' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deze leden samenvoegen?' });
  await expect(confirm).toContainText('één zoekertje');
  await confirm.getByRole('button', { name: 'Ja' }).click();

  await expect(page.getByText('Martine Vanhoutte is samengevoegd met Martine Vanhoute.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${keptPath}$`));
  await expect(page.getByRole('textbox', { name: 'Achternaam', exact: true })).toHaveValue('Vanhoutte');

  // The merged member's old address leads to the kept one.
  await page.goto(`/members/${mergedId}`);
  await expect(page).toHaveURL(new RegExp(`${keptPath}$`));
  await expect(
    page.getByText('Dit lid is samengevoegd met een ander lid; hier is het lid dat bleef.'),
  ).toBeVisible();

  await page.goto('/members/merge');
  const run = page.getByRole('listitem').filter({ hasText: 'Martine Vanhoutte → Martine Vanhoute' });
  await run.getByRole('button', { name: 'Ongedaan maken…' }).click();
  const undo = page.getByRole('dialog', { name: /ongedaan maken$/ });
  await expect(undo.getByText('één zoekertje')).toBeVisible();
  await undo.getByRole('button', { name: 'Ongedaan maken', exact: true }).click();
  await expect(
    page.getByText('Het samenvoegen is ongedaan gemaakt; Martine Vanhoutte is terug.'),
  ).toBeVisible();
  await expect(run).toContainText('ongedaan gemaakt op');

  await page.goto(`/members/${mergedId}`);
  await expect(page.getByRole('textbox', { name: 'Stamnummer', exact: true })).toHaveValue('HT09');
  await page.goto(keptPath);
  await expect(page.getByRole('textbox', { name: 'Achternaam', exact: true })).toHaveValue('Vanhoute');
});
