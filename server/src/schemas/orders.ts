/**
 * Ring orders on the wire (spec §3 "Order, order line": fields designed in docs/api/orders.md; §5: the
 * list requires take, skip and includeOrderlines). Money in euro cents, ring sizes in millimetres.
 */
import { Type } from 'typebox';

const DATE = { format: 'date', description: 'yyyy-MM-dd, a Brussels calendar day' } as const;

/** Optional list filter (extension), shared by the list, the total and the summary. */
const FilterFields = {
  searchString: Type.Optional(
    Type.String({ maxLength: 200, description: "Words that must all occur in the member's data." }),
  ),
  from: Type.Optional(Type.String({ ...DATE, description: 'First order day, inclusive.' })),
  to: Type.Optional(Type.String({ ...DATE, description: 'Last order day, inclusive.' })),
};

export const OrderFilterQuery = Type.Object(FilterFields);

export const OrderListQuery = Type.Object({
  take: Type.Integer({ minimum: 0, maximum: 1000, description: 'How many orders, newest first.' }),
  skip: Type.Integer({ minimum: 0 }),
  includeOrderlines: Type.Boolean({ description: 'Include each order’s lines (spelled as in spec §7).' }),
  ...FilterFields,
});

export const OrderDetailQuery = Type.Object({
  includeOrderLines: Type.Optional(Type.Boolean({ default: false, description: 'Include the lines.' })),
});

export const OrderIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const OrderLinesParams = Type.Object({ orderid: Type.Integer({ minimum: 1 }) });

export const OrderLine = Type.Object({
  id: Type.Integer(),
  ringId: Type.Integer(),
  year: Type.Integer(),
  sizeMm: Type.Number({ description: 'Ring size in millimetres, e.g. 4.2.' }),
  quantity: Type.Integer(),
  unitPriceCents: Type.Integer({ description: 'Price of one ring when ordered, euro cents.' }),
  totalCents: Type.Integer({ description: 'quantity × unitPriceCents.' }),
});

export const Order = Type.Object({
  id: Type.Integer(),
  memberId: Type.Integer(),
  name: Type.String({ description: "The member's full name." }),
  tribeNumber: Type.String(),
  orderDate: Type.String({ format: 'date-time' }),
  ringCount: Type.Integer({ description: 'Sum of the lines’ quantities.' }),
  totalCents: Type.Integer({ description: 'Sum of the lines’ totals, euro cents.' }),
  remark: Type.String(),
  orderLines: Type.Optional(Type.Array(OrderLine)),
});

const SummaryFields = {
  ids: Type.Optional(
    Type.Array(Type.Integer({ minimum: 1 }), {
      minItems: 1,
      maxItems: 10_000,
      description: 'Exactly these orders; the filter fields are then ignored.',
    }),
  ),
  ...FilterFields,
};

export const SummaryRequest = Type.Object(SummaryFields);

export const SummaryExportRequest = Type.Object({
  ...SummaryFields,
  format: Type.Enum(['csv', 'xlsx']),
  groupBy: Type.Optional(
    Type.Enum(['size', 'member'], {
      description:
        "Rows per ring year and size ('size', the default) or per member (stam number), year and size.",
    }),
  ),
});

const Totals = {
  orderCount: Type.Integer(),
  ringCount: Type.Integer(),
  totalCents: Type.Integer(),
};

export const Summary = Type.Object({
  ...Totals,
  rows: Type.Array(Type.Object({ year: Type.Integer(), sizeMm: Type.Number(), ...Totals })),
});
