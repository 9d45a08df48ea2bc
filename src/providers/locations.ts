import type { Identifier, SortPayload } from 'react-admin';
import type { Location, LocationPayload } from '../../server/src/schemas/locations';
import { sectionFieldErrors } from './activityErrors';
import type { Api } from './api';
import { rethrowFieldErrors } from './fieldErrors';
import type { ResourceMapping } from './resourceMapping';

const rethrowLocationFieldErrors = rethrowFieldErrors(sectionFieldErrors('locations'));

const byField = ({ field, order }: SortPayload) => {
  const direction = order === 'DESC' ? -1 : 1;
  return (a: Location, b: Location) => {
    const left = a[field as keyof Location] ?? '';
    const right = b[field as keyof Location] ?? '';
    const compared =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : String(left).localeCompare(String(right), 'nl-BE', { sensitivity: 'base' });
    return compared * direction;
  };
};

/** Case- and accent-insensitive "contains", as the API's own searches. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const findLocation = async (api: Api, id: Identifier): Promise<Location> => {
  const found = (await api.getArray<Location>('/Locations')).find((location) => location.id === Number(id));
  if (!found) throw new Error(`Location ${id} does not exist`);
  return found;
};

/**
 * `locations` resource (spec §7, docs/api/activities.md "Locations"): getList and getMany →
 * `GET /Locations` (the whole list; search over the name with filter `q`, sorting and paging here);
 * getOne → the location of that list; update → `PUT /Locations/id?id={id}` with the JSON
 * {@link LocationPayload}; create → `POST /Locations` (an extension). Field errors come back as
 * `body.errors`.
 */
export const locationsMapping = (api: Api): ResourceMapping => ({
  getList: async ({ pagination, sort, filter }) => {
    const search = typeof filter?.q === 'string' ? folded(filter.q.trim()) : '';
    const all = (await api.getArray<Location>('/Locations')).filter(
      (location) => search === '' || folded(location.name).includes(search),
    );
    const sorted = sort?.field ? [...all].sort(byField(sort)) : all;
    const { page = 1, perPage = sorted.length } = pagination ?? {};
    return { data: sorted.slice((page - 1) * perPage, page * perPage), total: sorted.length };
  },
  getOne: async ({ id }) => ({ data: await findLocation(api, id) }),
  getMany: async ({ ids }) => {
    const wanted = new Set(ids.map(Number));
    const data = (await api.getArray<Location>('/Locations')).filter((location) => wanted.has(location.id));
    return { data };
  },
  update: async ({ id, data }) => {
    const location = await api
      .send('PUT', `/Locations/id?id=${encodeURIComponent(id)}`, data as LocationPayload)
      .catch(rethrowLocationFieldErrors);
    return { data: location as Location };
  },
  create: async ({ data }) => {
    const location = await api
      .create('/Locations', data as LocationPayload)
      .catch(rethrowLocationFieldErrors);
    return { data: location as Location };
  },
});
