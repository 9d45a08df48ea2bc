/** GET /Status (spec §3 Status): the dashboard counts. */
import { Type } from 'typebox';

export const Status = Type.Object({
  activeMembers: Type.Integer({ minimum: 0 }),
  orderQuantity: Type.Integer({ minimum: 0 }),
  advertQuantity: Type.Integer({ minimum: 0 }),
  activityQuantity: Type.Integer({ minimum: 0 }),
  vendorQuantity: Type.Integer({ minimum: 0 }),
  messageQuantity: Type.Integer({ minimum: 0 }),
});
