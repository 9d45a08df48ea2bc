import type { ActivityDetail, ActivityListItem } from '../../server/src/schemas/activities';
import type { Location } from '../../server/src/schemas/locations';
import type { MessageDetail, MessageListItem } from '../../server/src/schemas/messages';
import { image } from './imageFixture';

/** The stored locations of `GET /Locations`, by name. */
export const LOCATIONS: Location[] = [
  {
    id: 2,
    name: 'Ontmoetingscentrum De Kouter',
    info: 'Zaal op het gelijkvloers.',
    latitude: 51.1541,
    longitude: 3.2312,
  },
  { id: 1, name: 'Parochiezaal Sint-Jozef', info: 'Clublokaal.', latitude: 50.9465, longitude: 3.1227 },
];

/** List rows; dates without zone are local times, so the shown times do not depend on the machine. */
export const ACTIVITY_ROWS: ActivityListItem[] = [
  {
    id: 4,
    title: 'Jaarlijkse tentoonstelling',
    startDate: '2027-03-13T09:00:00',
    endDate: '2027-03-14T17:30:00',
    isVisible: true,
  },
  {
    id: 5,
    title: 'Vogelbeurs Tielt',
    startDate: '2026-01-10T08:00:00',
    endDate: '2026-01-10T12:00:00',
    isVisible: false,
  },
];

/** `GET /Activities/4`: at a stored location, with two images. */
export const exhibition = (): ActivityDetail => ({
  ...(ACTIVITY_ROWS[0] as ActivityListItem),
  info: '<p>Keuring op <strong>zaterdag</strong>.</p>',
  location: LOCATIONS[1] as Location,
  locationId: 1,
  addressLine1: '',
  addressLine2: '',
  latitude: 50.9465,
  longitude: 3.1227,
  hasImage: true,
  images: [image(7, 'affiche.jpg', '7a'), image(8, 'zaal.png', '8b')],
});

/** Message list rows: one banner, one plain message. */
export const MESSAGE_ROWS: MessageListItem[] = [
  {
    id: 11,
    title: 'Inschrijvingen tentoonstelling open',
    startDate: '2026-11-01T08:00:00',
    endDate: '2026-12-01T20:00:00',
    isVisible: true,
    isBanner: true,
  },
  {
    id: 12,
    title: 'Nieuwe ringen besteld',
    startDate: '2026-10-15T10:00:00',
    endDate: '2026-10-31T22:00:00',
    isVisible: false,
    isBanner: false,
  },
];

/** `GET /Messages/11`: the banner with rich text. */
export const bannerMessage = (): MessageDetail => ({
  ...(MESSAGE_ROWS[0] as MessageListItem),
  info: '<p>Schrijf <strong>nu</strong> in via <a href="https://example.be/inschrijven">de website</a>.</p>',
  hasImage: false,
  images: [],
});

/** A paged answer of spec §3 holding `rows` under `kind`. */
export const paged = (kind: string, rows: unknown[]) => ({
  statusCode: 200,
  isSuccess: true,
  error: null,
  pageSize: 25,
  page: 1,
  total: rows.length,
  totalPages: 1,
  [kind]: rows,
});
