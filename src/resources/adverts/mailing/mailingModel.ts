import { LABEL_SHEETS, type LabelSheetId } from '../../../../server/src/schemas/constants';
import type { Household, Mailing } from '../../../../server/src/schemas/revue';

/** The sheet staff print on unless they choose another: the common A4 address label. */
export const DEFAULT_SHEET: LabelSheetId = 'L7160';

/** The sheet `id` of LABEL_SHEETS with its labels per sheet; the default sheet for an unknown id. */
export const sheetOf = (id: string | null | undefined) => {
  const sheet = LABEL_SHEETS.find((candidate) => candidate.id === id) ?? LABEL_SHEETS[0];
  return { ...sheet, perSheet: sheet.columns * sheet.rows };
};

/** `value` as a label to start at on a sheet of `perSheet` labels: a whole number from 1 to perSheet. */
export const clampStartAt = (value: unknown, perSheet: number): number => {
  const number = Math.trunc(Number(value));
  return Number.isFinite(number) ? Math.min(perSheet, Math.max(1, number)) : 1;
};

/** The sheets `copies` labels take when the first sheet starts at label `startAt`: at least one. */
export const sheetsNeeded = (copies: number, perSheet: number, startAt: number): number =>
  Math.max(1, Math.ceil((startAt - 1 + copies) / perSheet));

/** The addressees of members, the extra recipients, and the copies that go abroad. */
export const mailingSummary = ({ households }: Pick<Mailing, 'households'>) => ({
  households: households.filter((household) => household.memberIds.length > 0).length,
  members: households.reduce((sum, household) => sum + household.memberIds.length, 0),
  recipients: households.filter((household) => household.extraRecipientId !== null).length,
  abroad: households
    .filter((household) => household.country !== 'BE')
    .reduce((sum, household) => sum + household.copies, 0),
});

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The households whose label holds every word of `search` (case and accents ignored), at most `limit`,
 * with how many matched in all; none for an empty search.
 */
export const findLabels = (households: readonly Household[], search: string, limit = 10) => {
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return { found: [] as Household[], total: 0 };
  const matches = households.filter((household) => {
    const text = fold(household.addressLines.join(' '));
    return words.every((word) => text.includes(word));
  });
  return { found: matches.slice(0, limit), total: matches.length };
};

/** A number as the interface language writes it (decimal comma in nl). */
export const formatNumber = (value: number, locale: string) =>
  value.toLocaleString(locale === 'nl' ? 'nl-BE' : 'en-GB');
