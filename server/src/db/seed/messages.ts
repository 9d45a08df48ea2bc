/** Demo messages of the club; exactly two are banners (aankondigingen). `info` is simple HTML. */
import type { messages } from '../schema';
import { addDays } from './dates';

/** Dated relative to today: `offset` is the first day, `days` the length. */
const MESSAGES: readonly {
  title: string;
  info: string;
  offset: number;
  days: number;
  isBanner?: true;
  isVisible?: false;
}[] = [
  {
    title: 'Ringen {year} nu bestellen',
    offset: -10,
    days: 60,
    isBanner: true,
    info: '<p>De ringbestellingen voor <strong>{year}</strong> zijn geopend. Bestel tijdig: de levering duurt zes weken.</p>',
  },
  {
    title: 'Inschrijvingen clubtentoonstelling geopend',
    offset: -5,
    days: 45,
    isBanner: true,
    info: '<p>Schrijf uw vogels in voor de <strong>clubtentoonstelling</strong>. Het reglement staat bij de downloads.</p>',
  },
  {
    title: 'Lidgeld {year}',
    offset: -40,
    days: 90,
    info: '<p>Het lidgeld bedraagt <strong>€ 25</strong> (revue inbegrepen). Betalen kan op de ledenvergadering of per overschrijving.</p>',
  },
  {
    title: 'Welkom aan onze nieuwe leden',
    offset: -25,
    days: 40,
    info: '<p>We verwelkomen dit kwartaal <strong>achttien nieuwe leden</strong>. Veel kweekplezier!</p>',
  },
  {
    title: 'Verslag van de ledenvergadering',
    offset: -18,
    days: 30,
    info: '<p>Het verslag van de laatste ledenvergadering is beschikbaar bij de secretaris.</p><ul><li>Nieuwe keurmeesters</li><li>Kalender van de beurzen</li></ul>',
  },
  {
    title: 'Vogelgriep: ophokplicht opgeheven',
    offset: -60,
    days: 30,
    info: '<p>Het FAVV heeft de <strong>ophokplicht</strong> opgeheven. Vogelbeurzen mogen opnieuw doorgaan.</p>',
  },
  {
    title: 'Revue van deze maand verschenen',
    offset: -3,
    days: 30,
    info: '<p>In de nieuwe revue: kweekverslag, zoekertjes en de uitslagen van de jongenkeuring.</p>',
  },
  {
    title: 'Tips voor het kweekseizoen',
    offset: 0,
    days: 120,
    info: '<p>Zorg voor <strong>voldoende kiemzaad en eivoer</strong>, controleer de broedblokken en houd het kweekhok rustig.</p><ul><li>Daglicht minstens 12 uur</li><li>Vers drinkwater</li></ul>',
  },
  {
    title: 'Groepsaankoop zaad',
    offset: 7,
    days: 30,
    info: '<p>De club organiseert een <strong>groepsaankoop</strong> van grasparkietenzaad en kiemzaad. Bestellen bij de penningmeester.</p>',
  },
  {
    title: 'Bedankt aan de vrijwilligers',
    offset: -90,
    days: 30,
    info: '<p>Dank aan iedereen die hielp bij de opbouw en afbraak van de tentoonstelling.</p>',
  },
  {
    title: 'Nieuwe website in de maak',
    offset: 20,
    days: 60,
    isVisible: false,
    info: '<p>Onze vernieuwde website komt er binnenkort aan. Suggesties zijn welkom bij het bestuur.</p>',
  },
  {
    title: 'Kalender {year}',
    offset: -120,
    days: 365,
    info: '<p>Alle activiteiten van het jaar staan in de kalender: ledenvergaderingen, vogelbeurzen en tentoonstellingen.</p>',
  },
];

type MessageRow = typeof messages.$inferInsert;

/** The messages, dated relative to `today`. */
export function buildMessages(today: Date): MessageRow[] {
  const year = String(today.getUTCFullYear());
  return MESSAGES.map(({ title, info, offset, days, isBanner = false, isVisible = true }) => ({
    title: title.replace('{year}', year),
    info: info.replace('{year}', year),
    startDate: addDays(today, offset),
    endDate: addDays(today, offset + days),
    isVisible,
    isBanner,
    createdOn: addDays(today, Math.min(offset, 0) - 2),
  }));
}
