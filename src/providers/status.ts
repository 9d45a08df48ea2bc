import type { Status } from '../../server/src/schemas/status';
import type { Api } from './api';

/** The six counts of `GET /Status` (spec §3, the wire's {@link Status}), in dashboard order. */
export const STATUS_FIELDS = [
  'activeMembers',
  'orderQuantity',
  'advertQuantity',
  'activityQuantity',
  'vendorQuantity',
  'messageQuantity',
] as const satisfies readonly (keyof Status)[];

/** `GET /Status`. @throws Error when a count is missing or not a number. */
export const getStatus = async (api: Api): Promise<Status> => {
  const body = (await api.get('/Status')) as Record<string, unknown> | null;
  const missing = STATUS_FIELDS.filter((field) => typeof body?.[field] !== 'number');
  if (missing.length > 0) throw new Error(`GET /Status lacks ${missing.join(', ')}`);
  return Object.fromEntries(STATUS_FIELDS.map((field) => [field, body?.[field]])) as unknown as Status;
};
