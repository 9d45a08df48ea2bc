import type { Identifier } from 'react-admin';
import type { SpreadsheetFormat } from './memberTypes';

/** A line of a ring order (docs/api/orders.md): money in euro cents, size in millimetres. */
export interface OrderLine {
  id: number;
  ringId: number;
  year: number;
  sizeMm: number;
  quantity: number;
  /** The price of one ring when the order was placed. */
  unitPriceCents: number;
  /** quantity × unitPriceCents. */
  totalCents: number;
}

/** A ring order of `GET /Orders` and `GET /Orders/{id}`; `orderLines` only when asked for. */
export interface Order {
  id: number;
  memberId: number;
  /** The member's "Firstname Lastname". */
  name: string;
  tribeNumber: string;
  /** ISO 8601. */
  orderDate: string;
  ringCount: number;
  totalCents: number;
  remark: string;
  orderLines?: OrderLine[];
}

/** A ring of the catalogue (`GET /Rings`). */
export interface Ring {
  id: number;
  year: number;
  sizeMm: number;
  priceCents: number;
}

/** The optional order filter (extension): member words and an order-day range (yyyy-MM-dd, inclusive). */
export interface OrderFilter {
  searchString?: string;
  from?: string;
  to?: string;
}

/** What `POST /Orders/summary` totals: the selected orders, or the orders of a filter. */
export type SummaryRequest = { ids: Identifier[] } | OrderFilter;

/** Ordered rings of one year and size, or of all of them (the totals). */
export interface SummaryTotals {
  orderCount: number;
  ringCount: number;
  totalCents: number;
}

/** The answer of `POST /Orders/summary`: totals and one row per ring year and size. */
export interface OrderSummary extends SummaryTotals {
  rows: (SummaryTotals & { year: number; sizeMm: number })[];
}

/** Rows of the supplier export: per ring year and size, or per member (stam number), year and size. */
export type SummaryGrouping = 'size' | 'member';

/** The body of `POST /Orders/summary/export`. */
export type SummaryExportRequest = SummaryRequest & { format: SpreadsheetFormat; groupBy: SummaryGrouping };
