/**
 * Demo activities: member meetings, breeding talks, bird fairs, shows and excursions, a few in the
 * past and most upcoming. Times are Brussels wall-clock times.
 */
import type { activities } from '../schema';
import { addDays, brusselsTime, monthName, nextWeekday } from './dates';
import { LOCATIONS, type Place, TRIPS } from './locations';
import type { Random } from './random';

type Kind = 'meeting' | 'talk' | 'fair' | 'show' | 'trip';

/** [kind, days from today, index in LOCATIONS (or TRIPS for a trip)]. */
const PLAN: readonly (readonly [Kind, number, number])[] = [
  ['meeting', -80, 0],
  ['fair', -62, 3],
  ['talk', -45, 0],
  ['show', -30, 5],
  ['meeting', -20, 0],
  ['fair', -9, 1],
  ['talk', 4, 0],
  ['fair', 10, 2],
  ['meeting', 24, 0],
  ['trip', 33, 0],
  ['talk', 45, 0],
  ['fair', 52, 4],
  ['meeting', 70, 0],
  ['show', 85, 1],
  ['talk', 100, 0],
  ['fair', 115, 6],
  ['trip', 128, 1],
  ['meeting', 140, 0],
  ['show', 170, 5],
  ['fair', 185, 7],
  ['talk', 200, 0],
  ['meeting', 215, 0],
  ['trip', 230, 2],
  ['show', 250, 0],
  ['meeting', 270, 0],
];

const TOPICS = [
  'kleurerfelijkheid bij grasparkieten',
  'voeding tijdens de rui',
  'het kweekseizoen voorbereiden',
  'de tentoonstellingsstandaard',
  'ziektes herkennen en voorkomen',
];

/** Weekday, start and end (hour, minute) and length in days of each kind. */
const SCHEDULE: Record<
  Kind,
  { weekday: number; start: [number, number]; end: [number, number]; days: number }
> = {
  meeting: { weekday: 5, start: [19, 30], end: [22, 0], days: 0 },
  talk: { weekday: 5, start: [20, 0], end: [22, 30], days: 0 },
  fair: { weekday: 0, start: [8, 0], end: [12, 0], days: 0 },
  show: { weekday: 5, start: [16, 0], end: [17, 0], days: 2 },
  trip: { weekday: 6, start: [8, 0], end: [18, 0], days: 0 },
};

type ActivityRow = typeof activities.$inferInsert;

/** The planned activities; `locationIds[i]` is the stored id of LOCATIONS[i]. */
export function buildActivities(rng: Random, today: Date, locationIds: readonly number[]): ActivityRow[] {
  const counts: Record<Kind, number> = { meeting: 0, talk: 0, fair: 0, show: 0, trip: 0 };
  return PLAN.map(([kind, offset, placeIndex]) => {
    const nth = counts[kind]++;
    const slot = SCHEDULE[kind];
    const day = nextWeekday(addDays(today, offset), slot.weekday);
    const startDate = brusselsTime(day, ...slot.start);
    const place = (kind === 'trip' ? TRIPS : LOCATIONS)[placeIndex] as Place;
    const { title, info } = describeActivity(kind, nth, place, startDate);
    return {
      title,
      info,
      ...(kind === 'trip' ? freeAddress(place) : storedLocation(locationIds[placeIndex])),
      startDate,
      endDate: brusselsTime(addDays(day, slot.days), ...slot.end),
      isVisible: rng.chance(0.92),
      createdOn: new Date(Math.min(addDays(day, -rng.int(20, 60)).getTime(), today.getTime())),
    };
  });
}

/** An excursion's own address and coordinates (no stored location: "0" on the wire). */
function freeAddress(place: Place) {
  return {
    locationId: null,
    addressLine1: place.street,
    addressLine2: `${place.zipcode} ${place.city}`,
    latitude: place.latitude,
    longitude: place.longitude,
  };
}

/** At a stored location the place is the location's, as the API stores it (docs/api/activities.md). */
function storedLocation(locationId: number | undefined) {
  return {
    locationId: locationId ?? null,
    addressLine1: '',
    addressLine2: '',
    latitude: null,
    longitude: null,
  };
}

function describeActivity(
  kind: Kind,
  nth: number,
  place: Place,
  start: Date,
): { title: string; info: string } {
  const year = start.getUTCFullYear();
  switch (kind) {
    case 'meeting':
      return {
        title: `Ledenvergadering ${monthName(start)}`,
        info: `<p>Alle leden zijn welkom op de ledenvergadering in <strong>${place.name}</strong>.</p><ul><li>Verslag van de vorige vergadering</li><li>Financieel verslag</li><li>Ringbestellingen en lidgeld</li><li>Varia</li></ul><p>Na afloop biedt de club een drankje aan.</p>`,
      };
    case 'talk': {
      const topic = TOPICS[nth % TOPICS.length];
      return {
        title: `Kweekbespreking: ${topic}`,
        info: `<p>Kweekbespreking over <strong>${topic}</strong>, ingeleid door een ervaren kweker.</p><p>Breng gerust vogels mee voor bespreking. Gratis voor leden, niet-leden betalen € 3.</p>`,
      };
    }
    case 'fair':
      return {
        title: `Vogelbeurs ${place.city}`,
        info: `<p>Vogelbeurs met <strong>grasparkieten, kromsnavels en agaporniden</strong>, kooien, zaad en toebehoren.</p><ul><li>Inkom € 2, leden gratis</li><li>Enkel gesloten geringde vogels</li><li>Standhouders vanaf 7 uur</li></ul>`,
      };
    case 'show': {
      const titles = [
        `Jongenkeuring ${year}`,
        `Clubtentoonstelling ${year}`,
        'Provinciale tentoonstelling West-Vlaanderen',
        `Kampioenschap grasparkieten ${year}`,
      ];
      const title = titles[nth % titles.length] ?? '';
      return {
        title,
        info: `<p><strong>${title}</strong>: keuring door erkende keurmeesters.</p><ul><li>Inkorven vrijdag van 16 tot 20 uur</li><li>Keuring zaterdagvoormiddag</li><li>Open voor bezoekers zaterdag en zondag</li><li>Prijsuitreiking zondag om 16 uur</li></ul>`,
      };
    }
    case 'trip':
      return {
        title: place.name,
        info: `<p>${place.note}</p><ul><li>Samenkomst om 8 uur aan ${LOCATIONS[0]?.name}, we rijden samen met eigen wagens</li><li>Inschrijven bij de secretaris</li></ul>`,
      };
  }
}
