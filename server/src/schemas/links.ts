/** Useful links for staff (spec §7 GET /Links, fields designed in docs/api/orders.md). */
import { Type } from 'typebox';

export const Link = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  url: Type.String(),
});
