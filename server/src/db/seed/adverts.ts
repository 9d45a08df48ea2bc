/**
 * Demo adverts (zoekertjes): offers and requests about grasparkieten, kromsnavels, agaporniden, cages,
 * seed and breeding pairs, visible one or two months between six months ago and three months ahead.
 */
import type { adverts } from '../schema';
import { addDays, isoDate, monthEnd, monthStart } from './dates';
import type { Person } from './members';
import type { Random } from './random';

const OFFERS = [
  'Te koop: {n} jonge grasparkieten, {kleur}, eigen kweek {jaar}, gesloten geringd. € {prijs} per stuk.',
  'Aangeboden: kweekkoppel grasparkieten ({kleur}), goed op elkaar ingespeeld, € {prijs} voor het koppel.',
  'Te koop: {n} tentoonstellingsgrasparkieten, {kleur}, uit bekroonde lijn. Af te halen in {stad}.',
  'Te koop: koppel agaporniden roseicollis, {jaar} geringd, tam en gezond. € {prijs}.',
  'Te koop: {n} jonge agaporniden fischeri, zelfstandig, € {prijs} per stuk.',
  'Kromsnavels te koop: koppel roodrugparkieten en een man valkparkiet (parel), {jaar} geringd.',
  'Te koop: vliegkooi 200 x 100 x 200 cm, gegalvaniseerd, met nachthok. Af te halen in {stad}.',
  'Te koop: kweekbatterij van 4 kooien met {n} broedblokken voor grasparkieten, goede staat.',
  'Overschot grasparkietenzaad en kiemzaad, {n} zakken van 20 kg, vers van dit seizoen.',
  'Te koop: {n} standaard tentoonstellingskooien voor grasparkieten, zo goed als nieuw.',
  'Wegens stopzetting kweek: alle grasparkieten ({kleur}) en materiaal, prijs op aanvraag.',
  'Te koop: {n} Bourke parkieten (rosé), eigen kweek {jaar}, € {prijs} per stuk.',
];

const REQUESTS = [
  'Gevraagd: grasparkiet pop, {kleur}, ringjaar {jaar}, voor de kweek.',
  'Gevraagd: goed kweekkoppel agaporniden personata, liefst geringd.',
  'Gezocht: tweedehands kweekkooien of kweekbatterij, regio {stad}.',
  'Gevraagd: man valkparkiet, parelkleurig, niet ouder dan twee jaar.',
  'Gevraagd: {n} zakken grasparkietenzaad, liefst rechtstreeks van de teler.',
  'Gezocht: kromsnavels voor buitenvolière, bij voorkeur roodrugparkieten of pennanten.',
  'Gevraagd: {n} broedblokken en nestschotels voor grasparkieten.',
  'Gevraagd: kweekkoppel grasparkieten ({kleur}) van een ervaren kweker.',
];

const COLOURS = [
  'lichtgroen',
  'grijsgroen',
  'opaline blauw',
  'lutino',
  'albino',
  'spangle groen',
  'cinnamon grijs',
  'violet',
  'regenboog',
  'geelmasker blauw',
  'zwartoog',
  'dominant bont',
];

type AdvertRow = typeof adverts.$inferInsert;

/** `count` adverts by members of `people`, relative to `today`. */
export function buildAdverts(
  rng: Random,
  today: Date,
  people: readonly Person[],
  count: number,
): AdvertRow[] {
  return Array.from({ length: count }, () => {
    const person = rng.pick(people);
    const advertType = rng.chance(0.7) ? 'offer' : 'request';
    const month = rng.int(-6, 3);
    const from = monthStart(today, month);
    const created = Math.min(
      addDays(from, -rng.int(3, 25)).getTime(),
      addDays(today, -rng.int(0, 10)).getTime(),
    );
    const tokens: Record<string, string> = {
      n: String(rng.int(2, 8)),
      kleur: rng.pick(COLOURS),
      prijs: String(rng.int(2, 12) * 5),
      jaar: String(today.getUTCFullYear() - rng.int(0, 1)),
      stad: person.city,
    };
    const template = rng.pick(advertType === 'offer' ? OFFERS : REQUESTS);
    return {
      memberId: person.id,
      message: template.replace(/\{(\w+)\}/g, (_, key: string) => tokens[key] ?? ''),
      advertType,
      amountPaidType: rng.weighted([
        ['free', 40],
        ['oncePaidTwoAndAHalf', 25],
        ['oncePaidFive', 20],
        ['twicePaidFive', 15],
      ] as const),
      visibleFrom: isoDate(from),
      visibleTo: isoDate(monthEnd(today, month + (rng.chance(0.3) ? 1 : 0))),
      isActive: rng.chance(0.92),
      isVisible: rng.chance(0.85),
      exposeRevueEmail: rng.chance(0.5),
      exposeRevueAddress: rng.chance(0.3),
      exposeRevuePhone: rng.chance(0.6),
      exposeWebEmail: rng.chance(0.5),
      exposeWebAddress: rng.chance(0.2),
      exposeWebPhone: rng.chance(0.4),
      createdOn: new Date(created),
    };
  });
}
