/** GET /Status (spec §3 Status): the dashboard counts. */
import { type Static, Type } from 'typebox';

/** `GET /Status` (spec §3 Status): the six dashboard counts. */
export const Status = Type.Object({
  activeMembers: Type.Integer({ minimum: 0 }),
  orderQuantity: Type.Integer({ minimum: 0 }),
  advertQuantity: Type.Integer({ minimum: 0 }),
  activityQuantity: Type.Integer({ minimum: 0 }),
  vendorQuantity: Type.Integer({ minimum: 0 }),
  messageQuantity: Type.Integer({ minimum: 0 }),
});
export type Status = Static<typeof Status>;
