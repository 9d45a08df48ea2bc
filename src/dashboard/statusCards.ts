import type { Status } from '../../server/src/schemas/status';
import type { AreaName } from '../resources/areas';

/** The area each count of `GET /Status` links to (spec §2); the card's label is `dashboard.<field>`. */
export const STATUS_AREAS: Record<keyof Status, AreaName> = {
  activeMembers: 'members',
  orderQuantity: 'orders',
  advertQuantity: 'adverts',
  activityQuantity: 'activities',
  vendorQuantity: 'vendors',
  messageQuantity: 'messages',
};
