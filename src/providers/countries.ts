import type { Api } from './api';
import type { ResourceMapping } from './resourceMapping';

/** A country of member addresses (spec §3). */
export interface Country {
  id: number;
  name: string;
  twoLetterCode: string;
}

/** `countries` resource (spec §7): getList → `GET /Countries`, the whole list at once. */
export const countriesMapping = (api: Api): ResourceMapping => ({
  getList: async () => {
    const data = await api.getArray<Country>('/Countries');
    return { data, total: data.length };
  },
});
