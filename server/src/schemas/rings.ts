/** The ring catalogue on the wire (spec §7 GET /Rings, response designed here, its behaviour in docs/api/orders.md). */
import { type Static, Type } from 'typebox';

/** A ring of the catalogue (`GET /Rings`): year, size in millimetres, price in euro cents. */
export const Ring = Type.Object({
  id: Type.Integer(),
  year: Type.Integer(),
  sizeMm: Type.Number({ description: 'Ring size in millimetres, e.g. 4.2.' }),
  priceCents: Type.Integer({ description: 'Price of one ring, euro cents.' }),
});
export type Ring = Static<typeof Ring>;
