/** The ring catalogue on the wire (spec §7 GET /Rings, response designed in docs/api/orders.md). */
import { Type } from 'typebox';

export const Ring = Type.Object({
  id: Type.Integer(),
  year: Type.Integer(),
  sizeMm: Type.Number({ description: 'Ring size in millimetres, e.g. 4.2.' }),
  priceCents: Type.Integer({ description: 'Price of one ring, euro cents.' }),
});
