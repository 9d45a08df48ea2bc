/**
 * Every create and edit form: it asks before it is left with unsaved changes, a refused save brings the
 * first field in error into view with the cursor in it, and it is one column on a phone (390 px).
 */
import { expect, type Page, test } from '@playwright/test';
import { openSignedIn, screenshot } from './fixtures';

const UNSAVED = 'Sommige wijzigingen werden niet opgeslagen. Bent u zeker dat u ze wilt negeren?';

/** Each area with forms and the label of a text input both its create and edit forms have. */
const FORMS = [
  { resource: 'members', input: 'Voornaam' },
  { resource: 'adverts', input: 'Tekst' },
  { resource: 'activities', input: 'Titel' },
  { resource: 'locations', input: 'Naam' },
  { resource: 'vendors', input: 'Voorstelling' },
  { resource: 'messages', input: 'Titel' },
  { resource: 'documents', input: 'Titel' },
] as const;

const textInput = (page: Page, label: string) =>
  page.getByRole('main').getByRole('textbox', { name: new RegExp(`^${label}`) });

/** Opens the edit form of the first record the area's list shows (messages open read only first). */
async function openFirstEdit(page: Page, resource: string) {
  await page.goto(`/${resource}`);
  await page.getByRole('main').getByRole('row').nth(1).getByRole('cell').nth(1).click();
  await page.waitForURL(new RegExp(`/${resource}/[^/]+(/show)?$`));
  if (page.url().endsWith('/show')) await page.goto(new URL(page.url()).pathname.replace(/\/show$/, ''));
  return new URL(page.url()).pathname;
}

/** Types into the form at `path`, tries to leave by the sidebar, dismisses the question: nothing is lost. */
async function expectAskBeforeLeaving(page: Page, path: string, label: string) {
  const input = textInput(page, label);
  await input.fill('Nieuwjaarsreceptie');
  const questions: string[] = [];
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    return dialog.dismiss();
  });
  await page.getByRole('menu').getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect.poll(() => questions).toEqual([UNSAVED]);
  expect(new URL(page.url()).pathname).toBe(path);
  await expect(input).toHaveValue('Nieuwjaarsreceptie');
}

for (const { resource, input } of FORMS) {
  test(`the ${resource} create and edit forms ask before they are left with unsaved changes`, async ({
    page,
  }) => {
    await openSignedIn(page, `/${resource}/create`);
    await expect(textInput(page, input)).toBeEditable();
    await expectAskBeforeLeaving(page, `/${resource}/create`, input);

    const editPath = await openFirstEdit(page, resource);
    await expect(textInput(page, input)).not.toHaveValue('');
    await expectAskBeforeLeaving(page, editPath, input);

    // Leaving after saying yes goes where asked.
    page.once('dialog', (dialog) => dialog.accept());
    await page.getByRole('menu').getByRole('menuitem', { name: 'Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
  });
}

test('every create form is one column on a phone: nothing scrolls sideways at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, '/dashboard');
  for (const { resource, input } of FORMS) {
    await page.goto(`/${resource}/create`);
    await expect(textInput(page, input)).toBeEditable();
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth, `${resource} create at 390 px`).toBeLessThanOrEqual(innerWidth);
    await screenshot(page, `form-${resource}-create-390`);
  }
});

test('a refused save shows the first field in error, in view with the cursor in it', async ({ page }) => {
  await openSignedIn(page, '/members');
  const tribeNumber = textInput(page, 'Stamnummer');
  await openFirstEdit(page, 'members');
  const taken = await tribeNumber.inputValue();
  expect(taken).not.toBe('');
  // On a phone from here on.
  await page.setViewportSize({ width: 390, height: 844 });

  // The form's own check: the website far down the form.
  await page.goto('/members/create');
  await textInput(page, 'Voornaam').fill('Jan');
  await textInput(page, 'Achternaam').fill('Vormtest');
  await tribeNumber.fill(taken);
  const website = textInput(page, 'Website');
  await website.fill('ftp://vogels.example');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(website).not.toBeInViewport();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(website).toBeFocused();
  await expect(website).toBeInViewport();

  // The server's refusal: the stamnummer is taken (409), at the top of the form, out of view.
  await website.fill('https://vogels.example');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(tribeNumber).not.toBeInViewport();
  // The notice of the first refusal stands under the header on a phone, clear of the Save bar.
  const notice = page.getByText('Het formulier is niet geldig', { exact: false });
  await expect(notice).toBeVisible();
  const save = page.getByRole('button', { name: 'Opslaan' });
  const [noticeBox, saveBox] = [await notice.boundingBox(), await save.boundingBox()];
  expect(noticeBox && saveBox && noticeBox.y + noticeBox.height <= saveBox.y).toBe(true);
  expect(noticeBox?.y).toBeGreaterThanOrEqual(45);
  await save.click();
  // It names the member who holds the number.
  await expect(page.getByText(/^Dit stamnummer is in gebruik bij \S.*\.$/)).toBeVisible();
  await expect(tribeNumber).toBeFocused();
  await expect(tribeNumber).toBeInViewport();
  await screenshot(page, 'form-member-refused-390');
});
