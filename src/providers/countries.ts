import type { Country } from '../../server/src/schemas/countries';
import type { Api } from './api';
import { getWholeList } from './lists';
import type { ResourceMapping } from './resourceMapping';

/** `countries` resource (spec §7): getList → `GET /Countries`, the whole list at once. */
export const countriesMapping = (api: Api): ResourceMapping => ({
  getList: () => getWholeList<Country>(api, '/Countries'),
});
