/** Demo meeting places in West Flanders and the free-address places of excursions (WGS 84 coordinates). */
import type { locations } from '../schema';

/** A named place with its address and coordinates; `note` is practical information. */
export interface Place {
  name: string;
  street: string;
  zipcode: string;
  city: string;
  latitude: number;
  longitude: number;
  note: string;
}

/** The club's places; the first one is the club house. */
export const LOCATIONS: readonly Place[] = [
  place(
    'Parochiezaal Sint-Jozef',
    'Kerkplein 3',
    '8800 Roeselare',
    50.9465,
    3.1227,
    'Clublokaal; parking achter de kerk.',
  ),
  place(
    'Ontmoetingscentrum De Kouter',
    'Kouterstraat 12',
    '8020 Oostkamp',
    51.1541,
    3.2312,
    'Zaal op het gelijkvloers.',
  ),
  place('Zaal De Valk', 'Markt 21', '8700 Tielt', 50.9993, 3.3269, 'Ingang via de binnenkoer.'),
  place(
    'Parochiezaal Sint-Pieter',
    'Zuidstraat 4',
    '8820 Torhout',
    51.065,
    3.101,
    'Naast de Sint-Pieterskerk.',
  ),
  place(
    'Ontmoetingscentrum Het Rozenhof',
    'Rozenstraat 8',
    '8870 Izegem',
    50.9148,
    3.2135,
    'Rolstoeltoegankelijk.',
  ),
  place(
    'Feestzaal De Gilde',
    'Doorniksesteenweg 55',
    '8500 Kortrijk',
    50.8236,
    3.271,
    'Grote zaal voor tentoonstellingen.',
  ),
  place('Zaal Ter Linde', 'Lindenlaan 2', '8900 Ieper', 50.851, 2.885, 'Parking aan de overkant.'),
  place(
    'Ontmoetingscentrum De Schakel',
    'Stationsstraat 40',
    '8470 Gistel',
    51.1565,
    2.969,
    'Bar uitgebaat door de club.',
  ),
];

/** Excursions to places that are not stored locations (activities with a free address). */
export const TRIPS: readonly Place[] = [
  place(
    'Uitstap naar het Zwin Natuur Park',
    'Graaf Léon Lippensdreef 8',
    '8300 Knokke-Heist',
    51.3615,
    3.36,
    'Vogels kijken in het Zwin en bezoek aan de volières.',
  ),
  place(
    'Uitstap naar De Blankaart',
    'Iepersteenweg 56',
    '8600 Diksmuide',
    50.987,
    2.844,
    'Wandeling langs de vijver en de rietvelden van De Blankaart.',
  ),
  place(
    'Bezoek aan een kwekerij in Ardooie',
    'Koolskampstraat 87',
    '8850 Ardooie',
    50.978,
    3.195,
    'Rondleiding bij een kampioenkweker van grasparkieten: volières, kweekhok en voeding.',
  ),
];

function place(
  name: string,
  street: string,
  town: string,
  latitude: number,
  longitude: number,
  note: string,
): Place {
  const [zipcode = '', ...city] = town.split(' ');
  return { name, street, zipcode, city: city.join(' '), latitude, longitude, note };
}

/** LOCATIONS as rows of `locations`; the address goes into the info text. */
export function locationRows(): (typeof locations.$inferInsert)[] {
  return LOCATIONS.map(({ name, street, zipcode, city, latitude, longitude, note }) => ({
    name,
    info: `${street}, ${zipcode} ${city}. ${note}`,
    latitude,
    longitude,
  }));
}
