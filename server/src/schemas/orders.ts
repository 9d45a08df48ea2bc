/**
 * Ring orders on the wire (spec §3 "Order, order line": fields designed here, their behaviour in docs/api/orders.md; §5: the
 * list requires take, skip and includeOrderlines). Money in euro cents, ring sizes in millimetres.
 */
import { type Static, Type } from 'typebox';
import { CalendarDate, Count, Id, IdList, Line, MAX_ID } from './common';
import { SPREADSHEET_FORMATS, SUMMARY_GROUPINGS } from './constants';

/** Optional list filter (extension), shared by the list, the total and the summary. */
const FilterFields = {
  searchString: Type.Optional(Line(200, { description: "Words that must all occur in the member's data." })),
  from: Type.Optional(CalendarDate('First order day (a Brussels calendar day), inclusive.')),
  to: Type.Optional(CalendarDate('Last order day (a Brussels calendar day), inclusive.')),
};

/** The query of `GET /Orders/total`: the optional list filter. */
export const OrderFilterQuery = Type.Object(FilterFields);
export type OrderFilterQuery = Static<typeof OrderFilterQuery>;

/** The query of `GET /Orders` (spec §5: take, skip and includeOrderlines required) with the optional filter. */
export const OrderListQuery = Type.Object({
  take: Count(1000, 'How many orders, newest first.'),
  skip: Count(MAX_ID),
  includeOrderlines: Type.Boolean({ description: 'Include each order’s lines (spelled as in spec §7).' }),
  ...FilterFields,
});
export type OrderListQuery = Static<typeof OrderListQuery>;

/** The query of `GET /Orders/{id}?includeOrderLines={bool}`. */
export const OrderDetailQuery = Type.Object({
  includeOrderLines: Type.Optional(
    Type.Boolean({ default: false, description: 'Include the lines (spelled as the spec spells it).' }),
  ),
});
export type OrderDetailQuery = Static<typeof OrderDetailQuery>;

/** The path of `/Orders/{orderid}/orderLines`: a positive id. */
export const OrderLinesParams = Type.Object({ orderid: Id });
export type OrderLinesParams = Static<typeof OrderLinesParams>;

/** A line of a ring order (docs/api/orders.md): money in euro cents, size in millimetres. */
export const OrderLine = Type.Object({
  id: Type.Integer(),
  ringId: Type.Integer(),
  year: Type.Integer(),
  sizeMm: Type.Number({ description: 'Ring size in millimetres, e.g. 4.2.' }),
  quantity: Type.Integer(),
  unitPriceCents: Type.Integer({ description: 'Price of one ring when ordered, euro cents.' }),
  totalCents: Type.Integer({ description: 'quantity × unitPriceCents.' }),
});
export type OrderLine = Static<typeof OrderLine>;

/** A ring order of `GET /Orders` and `GET /Orders/{id}`; `orderLines` only when asked for. */
export const Order = Type.Object({
  id: Type.Integer(),
  memberId: Type.Integer(),
  name: Type.String({ description: "The member's full name." }),
  tribeNumber: Type.String(),
  orderDate: Type.String({ format: 'date-time' }),
  ringCount: Type.Integer({ description: 'Sum of the lines’ quantities.' }),
  totalCents: Type.Integer({ description: 'Sum of the lines’ totals, euro cents.' }),
  remark: Type.String(),
  duesPaid: Type.Union([Type.Boolean(), Type.Null()], {
    description:
      "Extension (issue K): whether the member is in order with the dues of the order's ring year — paid, waived or free; null when that year has no dues run (docs/api/dues.md).",
  }),
  orderLines: Type.Optional(Type.Array(OrderLine)),
});
export type Order = Static<typeof Order>;

const SummaryFields = {
  ids: Type.Optional(IdList('Exactly these orders; the filter fields are then ignored.')),
  ...FilterFields,
};

/** The body of `POST /Orders/summary`: exactly the orders `ids`, or every order of the filter. */
export const SummaryRequest = Type.Object(SummaryFields);
export type SummaryRequest = Static<typeof SummaryRequest>;

/** The body of `POST /Orders/summary/export`: the summary's orders, the file format and the grouping. */
export const SummaryExportRequest = Type.Object({
  ...SummaryFields,
  format: Type.Enum([...SPREADSHEET_FORMATS]),
  groupBy: Type.Optional(
    Type.Enum([...SUMMARY_GROUPINGS], {
      description:
        "Rows per ring year and size ('size', the default) or per member (stam number), year and size.",
    }),
  ),
});
export type SummaryExportRequest = Static<typeof SummaryExportRequest>;

const Totals = {
  orderCount: Type.Integer(),
  ringCount: Type.Integer(),
  totalCents: Type.Integer({ description: 'Euro cents.' }),
};

/** The answer of `POST /Orders/summary`: the totals and one row per ring year and size. */
export const Summary = Type.Object({
  ...Totals,
  leftOutUnpaid: Type.Object(
    { orderCount: Type.Integer(), ringCount: Type.Integer() },
    {
      description:
        "Extension (issue K): the rings left out because their member has not paid that ring year's dues, and how many orders they come from.",
    },
  ),
  rows: Type.Array(
    Type.Object({
      year: Type.Integer(),
      sizeMm: Type.Number({ description: 'Ring size in millimetres, e.g. 4.2.' }),
      ...Totals,
    }),
  ),
});
export type Summary = Static<typeof Summary>;
