import type { Order, OrderLine } from '../../server/src/schemas/orders';

const line = (
  id: number,
  year: number,
  sizeMm: number,
  quantity: number,
  unitPriceCents: number,
): OrderLine => ({
  id,
  ringId: id + 100,
  year,
  sizeMm,
  quantity,
  unitPriceCents,
  totalCents: quantity * unitPriceCents,
});

/** An order as `GET /Orders/{id}?includeOrderLines=true` answers it, totals computed from its lines. */
export const withTotals = (
  order: Omit<Order, 'ringCount' | 'totalCents' | 'duesPaid'> & { orderLines: OrderLine[] },
): Order & { orderLines: OrderLine[] } => ({
  duesPaid: null,
  ...order,
  ringCount: order.orderLines.reduce((sum, l) => sum + l.quantity, 0),
  totalCents: order.orderLines.reduce((sum, l) => sum + l.totalCents, 0),
});

/** Jan Maes's order of 50 rings of 4.0 mm and 10 of 4.5 mm (2026). */
export const janOrder = () =>
  withTotals({
    id: 231,
    memberId: 12,
    name: 'Jan Maes',
    tribeNumber: 'KX27',
    orderDate: '2026-11-03T09:30:00.000Z',
    remark: 'Graag meebrengen naar de vergadering.',
    orderLines: [line(512, 2026, 4, 50, 40), line(513, 2026, 4.5, 10, 45)],
  });

/** Els Desmet's older order of 5 rings of last year. */
export const elsOrder = () =>
  withTotals({
    id: 230,
    memberId: 14,
    name: 'Els Desmet',
    tribeNumber: 'BR04',
    orderDate: '2026-10-28T15:00:00.000Z',
    remark: '',
    orderLines: [line(510, 2025, 4, 5, 35)],
  });

/** The list item of an order: no lines. */
export const listItem = ({ orderLines: _lines, ...order }: Order) => order;
