import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Country } from '../../server/src/schemas/countries';
import type { MemberDetail, TribeNumberHoldings } from '../../server/src/schemas/members';
import { fakeApi, json, type Routes } from './fakeApi';
import { janMaes } from './memberFixtures';
import { renderApp } from './renderApp';

const COUNTRIES: Country[] = [{ id: 1, name: 'België', twoLetterCode: 'BE' }];

const { name: _name, ...janWire } = janMaes();

const TRIBE_NUMBERS = 'GET /Members/12/tribeNumbers';

/** Created with KX25 on 1 Feb 2024, KX26 from 9 Mar 2026 (23:30 UTC: the 10th in Brussels), KX27 since 2 Jul. */
const HELD: TribeNumberHoldings = [
  { tribeNumber: 'KX25', from: '2024-02-01T09:12:00.000Z', to: '2026-03-09T23:30:00.000Z' },
  { tribeNumber: 'KX26', from: '2026-03-09T23:30:00.000Z', to: '2026-07-01T22:30:00.000Z' },
  { tribeNumber: 'KX27', from: '2026-07-01T22:30:00.000Z', to: null },
];

/** The app at /members/12 over a fake API holding Jan Maes; `routes` add or replace answers. */
const openMember = async (routes: Routes = {}, lang: 'nl' | 'en' = 'nl') => {
  const api = fakeApi({
    'GET /Members/12': json(janWire satisfies MemberDetail),
    'GET /Countries': json(COUNTRIES),
    'GET /Notifications/total': json(0),
    'POST /Adverts/list': json({ adverts: [], total: 0 }),
    'GET /Orders?take=100&skip=0&includeOrderlines=false&searchString=KX27': json([]),
    'GET /Orders/total?searchString=KX27': json(0),
    'POST /Vendors/list': json({ vendors: [], total: 0 }),
    [TRIBE_NUMBERS]: json(HELD),
    ...routes,
  });
  await renderApp('/members/12', { dataProvider: api.dataProvider, lang });
  await screen.findByRole('heading', { name: lang === 'nl' ? 'Lid Jan Maes' : 'Member Jan Maes' });
  return api;
};

/** The section under the heading `name`. */
const sectionOf = (name: string) =>
  screen.getByRole('heading', { name, level: 2 }).parentElement as HTMLElement;

/** The text of each list item of the section under the heading `name`, once they have come. */
const holdingsShown = async (name: string) => {
  const section = sectionOf(name);
  return (await within(section).findAllByRole('listitem')).map((item) => item.textContent);
};

describe("the member's stam numbers", () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the numbers held, oldest first, with their Brussels days, the current one until now', async () => {
    const { sent } = await openMember();
    const heading = screen.getByRole('heading', { name: 'Stamnummers', level: 2 });
    // Below the form, before the adverts, orders and vendor entry.
    const save = screen.getByRole('button', { name: 'Opslaan' });
    expect(save.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const related = screen.getByRole('heading', { name: 'Zoekertjes, ringbestellingen en verkoper' });
    expect(heading.compareDocumentPosition(related) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await holdingsShown('Stamnummers')).toEqual([
      'KX25 · 01/02/2024 – 10/03/2026',
      'KX26 · 10/03/2026 – 02/07/2026',
      'KX27 · 02/07/2026 – nu',
    ]);
    expect(within(sectionOf('Stamnummers')).getByRole('list').tagName).toBe('OL');
    expect(sent(TRIBE_NUMBERS)).toHaveLength(1);
  });

  it('says "nu" alone for a number held since before the history', async () => {
    await openMember({ [TRIBE_NUMBERS]: json([{ tribeNumber: 'KX27', from: null, to: null }]) });
    expect(await holdingsShown('Stamnummers')).toEqual(['KX27 · nu']);
  });

  it('says "tot" for an earlier number whose start the history does not know', async () => {
    await openMember({
      [TRIBE_NUMBERS]: json([
        { tribeNumber: 'KX26', from: null, to: '2026-03-09T23:30:00.000Z' },
        { tribeNumber: 'KX27', from: '2026-03-09T23:30:00.000Z', to: null },
      ] satisfies TribeNumberHoldings),
    });
    expect(await holdingsShown('Stamnummers')).toEqual(['KX26 · tot 10/03/2026', 'KX27 · 10/03/2026 – nu']);
  });

  it('speaks English', async () => {
    await openMember(
      {
        [TRIBE_NUMBERS]: json([
          { tribeNumber: 'KX26', from: null, to: '2026-03-09T23:30:00.000Z' },
          { tribeNumber: 'KX27', from: '2026-03-09T23:30:00.000Z', to: null },
        ] satisfies TribeNumberHoldings),
      },
      'en',
    );
    expect(await holdingsShown('Stam numbers')).toEqual([
      'KX26 · until 10/03/2026',
      'KX27 · 10/03/2026 – now',
    ]);
  });

  it('says so when the numbers cannot be read, and the rest of the page stays', async () => {
    // The failed call is logged; it is the one expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openMember({ [TRIBE_NUMBERS]: json({ statusCode: 500, isSuccess: false, error: 'down' }, 500) });
    const section = sectionOf('Stamnummers');
    expect(await within(section).findByRole('alert')).toBeInTheDocument();
    expect(screen.getByLabelText(/Stamnummer/)).toHaveValue('KX27');
  });

  /** Types `tribeNumber` into the form, saves, and answers the field the refusal is shown on. */
  const refusedOnSave = async (tribeNumber: string, save = 'Opslaan') => {
    const user = userEvent.setup();
    const field = screen.getByLabelText(/^(Stamnummer|Tribe number|Stam number)/);
    await user.clear(field);
    await user.type(field, tribeNumber);
    await user.click(screen.getByRole('button', { name: save }));
    return field;
  };
  const refusal = (body: Record<string, unknown>) =>
    json({ statusCode: 409, isSuccess: false, error: 'refused', field: 'tribeNumber', ...body }, 409);

  it('names the member who holds a number asked for: inactive, since when, and from which day it is free', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openMember({
      'PUT /Members/12': refusal({
        reason: 'tribeNumberTaken',
        holder: { id: 40, name: 'Noël Vanneste', inactiveSince: '2025-07-01' },
        freeFrom: '2030-07-01',
      }),
    });
    const field = await refusedOnSave('JA02');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'Dit stamnummer hoort bij Noël Vanneste, niet meer actief sinds 01/07/2025. Het mag opnieuw worden uitgegeven vanaf 01/07/2030, nadat Noël Vanneste een ander stamnummer kreeg.',
      ),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('names an active holder, and a former holder with the day the number is free, in English', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let body: Record<string, unknown> = {
      reason: 'tribeNumberTaken',
      holder: { id: 40, name: 'Noël Vanneste', inactiveSince: null },
    };
    await openMember({ 'PUT /Members/12': () => refusal(body) }, 'en');
    const field = await refusedOnSave('JA02', 'Save');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('This tribe number is held by Noël Vanneste.'),
    );
    body = {
      reason: 'tribeNumberNotYetFree',
      formerHolder: { id: 40, name: 'Noël Vanneste' },
      freeFrom: '2031-11-25',
    };
    await refusedOnSave('JA03', 'Save');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'This tribe number was held by Noël Vanneste; it may be given again from 25/11/2031.',
      ),
    );
  });
});
