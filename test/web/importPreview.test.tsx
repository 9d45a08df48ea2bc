import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider } from 'react-admin';
import type { MemberImportResult } from '../../src/providers/memberTypes';
import { ImportPreview } from '../../src/resources/members/ImportPreview';
import { PREVIEW_ROW_LIMIT } from '../../src/resources/members/importModel';
import { dryRun } from './memberFixtures';
import { renderWithAdmin } from './renderWithAdmin';

const withInvalidRows = () =>
  dryRun({
    counts: { new: 1, changed: 1, unchanged: 1040, invalid: 3 },
    invalid: [
      {
        row: 7,
        tribeNumber: 'QW12',
        name: 'Lien Claeys',
        field: 'email',
        reason: 'invalidEmail',
        message: "'jan@' is not an email address",
      },
      {
        row: 9,
        tribeNumber: 'KX27',
        name: '',
        field: 'tribeNumber',
        reason: 'duplicateInFile',
        message: 'KX27 also on row 3',
      },
      {
        row: 10,
        tribeNumber: 'JA02',
        name: 'Piet Peeters',
        field: 'tribeNumber',
        reason: 'tribeNumberNotYetFree',
        message: 'Stam number JA02 was held by Noël Vanneste; it may be given again from 2031-11-25.',
        formerHolder: { id: 40, name: 'Noël Vanneste' },
        freeFrom: '2031-11-25',
      },
    ],
  });

const renderPreview = async (
  result: MemberImportResult,
  { isImporting = false, lang = 'nl' as 'nl' | 'en' } = {},
) => {
  const onConfirm = vi.fn();
  await renderWithAdmin(<ImportPreview result={result} onConfirm={onConfirm} isImporting={isImporting} />, {
    dataProvider: testDataProvider(),
    lang,
  });
  return {
    onConfirm,
    confirm: () => screen.getByRole('button', { name: /Import bevestigen|Confirm import/ }),
  };
};

const rowsOf = (table: string) =>
  within(screen.getByRole('table', { name: table }))
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('import preview', () => {
  it('shows the counts, the new rows and the changed rows with old → new per translated field', async () => {
    const user = userEvent.setup();
    const { confirm, onConfirm } = await renderPreview(dryRun());
    for (const count of ['Nieuw: 1', 'Gewijzigd: 1', 'Ongewijzigd: 1040', 'Ongeldig: 0']) {
      expect(await screen.findByText(count)).toBeInTheDocument();
    }
    expect(rowsOf('Nieuw lid (1)')).toEqual(['RijStamnummerNaam', '2QW12Lien Claeys']);
    expect(rowsOf('Gewijzigd lid (1)')[1]).toBe(
      '3KX27Jan MaesGemeente: Brugge → OostendeTelefoon: 050 12 34 56 → —',
    );
    expect(screen.queryByRole('table', { name: /Ongeldige/ })).not.toBeInTheDocument();
    expect(confirm()).toBeEnabled();
    await user.click(confirm());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('lists invalid rows with row, member (name and stam number), field and translated reason, and disables the confirmation', async () => {
    const { confirm } = await renderPreview(withInvalidRows());
    expect(await screen.findByText('Ongeldig: 3')).toBeInTheDocument();
    expect(rowsOf('Ongeldige rijen (3)')).toEqual([
      'RijLidVeldProbleem',
      '7Lien Claeys (QW12)E-mailGeen geldig e-mailadres.',
      '9KX27StamnummerDit stamnummer staat meer dan eens in het bestand.',
      '10Piet Peeters (JA02)StamnummerDit stamnummer was van Noël Vanneste; het mag opnieuw worden uitgegeven vanaf 25/11/2031.',
    ]);
    expect(screen.getByText(/Het bestand bevat ongeldige rijen/)).toBeInTheDocument();
    expect(confirm()).toBeDisabled();
  });

  it('counts invalid rows, not problems, and lists every problem', async () => {
    await renderPreview(
      dryRun({
        counts: { new: 0, changed: 0, unchanged: 3, invalid: 1 },
        invalid: [
          {
            row: 4,
            tribeNumber: 'AB12',
            name: 'Jan Maes',
            field: 'country',
            reason: 'unknownCountry',
            message: "Unknown country 'Atlantis'.",
          },
          {
            row: 4,
            tribeNumber: 'AB12',
            name: 'Jan Maes',
            field: 'email',
            reason: 'invalidEmail',
            message: "'jan@' is not an email address.",
          },
        ],
      }),
    );
    expect(await screen.findByText('Ongeldig: 1')).toBeInTheDocument();
    expect(rowsOf('Ongeldige rij (1)')).toHaveLength(3);
  });

  it('disables the confirmation when the file changes nothing, and says so', async () => {
    const { confirm } = await renderPreview(
      dryRun({ counts: { new: 0, changed: 0, unchanged: 12, invalid: 0 }, new: [], changed: [] }),
    );
    expect(await screen.findByText('Dit bestand wijzigt niets.')).toBeInTheDocument();
    expect(confirm()).toBeDisabled();
  });

  it('shows progress and disables the confirmation while the import runs', async () => {
    const { confirm } = await renderPreview(dryRun(), { isImporting: true });
    expect(await screen.findByRole('progressbar', { name: 'Bezig met importeren…' })).toBeInTheDocument();
    expect(confirm()).toBeDisabled();
  });

  it('shows the first rows of a large file and how many more there are', async () => {
    const many = Array.from({ length: PREVIEW_ROW_LIMIT + 5 }, (_, index) => ({
      row: index + 2,
      tribeNumber: `N${index}`,
      name: `Lid ${index}`,
    }));
    await renderPreview(
      dryRun({ counts: { new: many.length, changed: 0, unchanged: 0, invalid: 0 }, new: many, changed: [] }),
    );
    expect(rowsOf(`Nieuwe leden (${many.length})`)).toHaveLength(PREVIEW_ROW_LIMIT + 1);
    expect(screen.getByText('Nog 5 rijen niet getoond.')).toBeInTheDocument();
  });

  it('speaks English, falling back to the server message for an unknown reason', async () => {
    const result = withInvalidRows();
    result.invalid.push({
      row: 11,
      tribeNumber: 'QW13',
      name: 'An Claeys',
      field: 'shoeSize',
      reason: 'tooBig',
      message: 'shoe size too big',
    });
    await renderPreview(result, { lang: 'en' });
    expect(await screen.findByText('Changed: 1')).toBeInTheDocument();
    expect(screen.getByText('Town: Brugge → Oostende')).toBeInTheDocument();
    expect(screen.getByText('Not a valid email address.')).toBeInTheDocument();
    expect(
      screen.getByRole('row', { name: /11 An Claeys \(QW13\) shoeSize shoe size too big/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This tribe number was held by Noël Vanneste; it may be given again from 25/11/2031.'),
    ).toBeInTheDocument();
  });
});
