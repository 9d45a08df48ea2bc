/**
 * The club's payment settings (docs/api/dues.md "Settings"): the creditor, its IBAN and BIC, the due
 * day and reminder delay, the kinds of membership with their fee per year, and the surcharge per year
 * for addresses abroad. Read and replaced as one document.
 */
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clubSettings, duesYears, members, membershipFees, membershipKinds } from '../../db/schema';
import { ApiError } from '../../errors';
import type { DuesSettings, MembershipKind } from '../../schemas/dues';
import { electronicIban, validBic } from '../payments/epcQr';

/** The settings as GET /Dues/settings answers them; kinds in their order, fees and years by year. */
export async function getDuesSettings(db: Database): Promise<DuesSettings> {
  const [[settings], kinds, fees, years] = await Promise.all([
    db.select().from(clubSettings).where(eq(clubSettings.id, 1)),
    db.select().from(membershipKinds).orderBy(asc(membershipKinds.sortOrder), asc(membershipKinds.id)),
    db.select().from(membershipFees).orderBy(asc(membershipFees.year)),
    db.select().from(duesYears).orderBy(asc(duesYears.year)),
  ]);
  return {
    name: settings?.name ?? '',
    street: settings?.street ?? '',
    zipcode: settings?.zipcode ?? '',
    town: settings?.town ?? '',
    iban: settings?.iban ?? '',
    bic: settings?.bic ?? '',
    dueMonthDay: settings?.dueMonthDay ?? '01-31',
    reminderDays: settings?.reminderDays ?? 30,
    kinds: kinds.map((kind) => ({
      id: kind.id,
      name: kind.name,
      isDefault: kind.isDefault,
      fees: fees
        .filter((fee) => fee.kindId === kind.id)
        .map(({ year, amountCents }) => ({ year, amount: amountCents })),
    })),
    years: years.map(({ year, abroadSurchargeCents }) => ({ year, abroadSurcharge: abroadSurchargeCents })),
  };
}

/** `settings` checked: 400 naming the field for a bad IBAN or BIC, doubles, or not one default kind. */
function checked(settings: DuesSettings): DuesSettings {
  const iban = settings.iban.trim() === '' ? '' : electronicIban(settings.iban);
  if (iban === undefined)
    throw new ApiError(400, 'The IBAN is not valid (or not of a SEPA country).', 'iban', 'invalidIban');
  const bic = settings.bic.replace(/\s+/g, '').toUpperCase();
  if (bic !== '' && !validBic(bic)) throw new ApiError(400, 'The BIC is not valid.', 'bic', 'invalidBic');
  const names = settings.kinds.map((kind) => kind.name.trim().toLowerCase());
  const double = names.findIndex((name, index) => names.indexOf(name) !== index);
  if (double >= 0)
    throw new ApiError(
      400,
      'Two kinds of membership have the same name.',
      `kinds.${double}.name`,
      'duplicate',
    );
  if (settings.kinds.length > 0 && settings.kinds.filter((kind) => kind.isDefault).length !== 1)
    throw new ApiError(400, 'Exactly one kind of membership is the default.', 'kinds', 'oneDefault');
  settings.kinds.forEach((kind, index) => {
    const years = kind.fees.map((fee) => fee.year);
    if (new Set(years).size !== years.length)
      throw new ApiError(400, 'A kind has two fees for one year.', `kinds.${index}.fees`, 'duplicate');
  });
  const years = settings.years.map((year) => year.year);
  if (new Set(years).size !== years.length)
    throw new ApiError(400, 'A year is listed twice.', 'years', 'duplicate');
  return { ...settings, iban, bic };
}

/**
 * Replaces the settings with `input` in one transaction and answers them as stored. Kinds keep their
 * id; a kind left out is removed, refused with 409 `kindInUse` while members have it. Throws ApiError
 * 400 (see {@link checked}) or 404 for a kind id that does not exist.
 */
export async function saveDuesSettings(db: Database, input: DuesSettings): Promise<DuesSettings> {
  const settings = checked(input);
  await db.transaction(async (tx) => {
    const { kinds, years, ...club } = settings;
    await tx
      .insert(clubSettings)
      .values({ id: 1, ...club })
      .onConflictDoUpdate({ target: clubSettings.id, set: club });
    const existing = await tx.select({ id: membershipKinds.id }).from(membershipKinds);
    const kept = new Set(kinds.map((kind) => kind.id).filter((id): id is number => id !== null));
    const unknown = [...kept].find((id) => !existing.some((row) => row.id === id));
    if (unknown !== undefined)
      throw new ApiError(404, `There is no kind of membership ${unknown}.`, 'kinds', 'notFound');
    const removed = existing.map((row) => row.id).filter((id) => !kept.has(id));
    if (removed.length > 0) {
      const [{ used }] = await tx
        .select({ used: count() })
        .from(members)
        .where(inArray(members.membershipKindId, removed));
      if (used > 0)
        throw new ApiError(
          409,
          `${used} members have a kind of membership that would be removed.`,
          'kinds',
          'kindInUse',
        );
      await tx.delete(membershipKinds).where(inArray(membershipKinds.id, removed));
    }
    // Names are unique: clear the old ones first so two kinds can swap names in one change.
    await tx.update(membershipKinds).set({ name: sql`'#' || ${membershipKinds.id}` });
    for (const [sortOrder, kind] of kinds.entries())
      await saveKind(tx as unknown as Database, kind, sortOrder);
    await tx.delete(duesYears);
    if (years.length > 0)
      await tx
        .insert(duesYears)
        .values(years.map(({ year, abroadSurcharge }) => ({ year, abroadSurchargeCents: abroadSurcharge })));
  });
  return getDuesSettings(db);
}

/** Inserts or updates one kind at `sortOrder` and replaces its fees. */
async function saveKind(db: Database, kind: MembershipKind, sortOrder: number) {
  const values = { name: kind.name.trim(), isDefault: kind.isDefault, sortOrder };
  let id = kind.id;
  if (id === null)
    [{ id }] = await db.insert(membershipKinds).values(values).returning({ id: membershipKinds.id });
  else await db.update(membershipKinds).set(values).where(eq(membershipKinds.id, id));
  await db.delete(membershipFees).where(eq(membershipFees.kindId, id));
  if (kind.fees.length > 0)
    await db
      .insert(membershipFees)
      .values(kind.fees.map(({ year, amount }) => ({ kindId: id, year, amountCents: amount })));
}
