/** Useful links for staff (spec §7 GET /Links, fields designed here, their behaviour in docs/api/orders.md). */
import { type Static, Type } from 'typebox';

/** A useful link for staff (`GET /Links`), in display order. */
export const Link = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  url: Type.String(),
});
export type Link = Static<typeof Link>;
