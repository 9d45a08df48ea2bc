/**
 * Demo ring catalogue (this year and last year) and ring orders of the last ten months. Sizes are in
 * tenths of a millimetre: 40 is the 4.0 mm ring of the grasparkiet.
 */
import type { orderLines, orders, rings } from '../schema';
import { DAY_MS } from './dates';
import type { Person } from './members';
import type { Random } from './random';

/** [size in tenths of a mm, price in cents this year, how often it is ordered]. */
const SIZES: readonly (readonly [number, number, number])[] = [
  [40, 40, 50],
  [42, 40, 15],
  [45, 45, 10],
  [50, 50, 10],
  [55, 55, 8],
  [60, 60, 7],
];

const REMARKS = [
  'Graag meebrengen naar de ledenvergadering.',
  'Ringen voor de agaporniden.',
  'Dringend: de eerste eieren liggen er al.',
  'Levering per post, verzendkosten betaal ik graag.',
  'Zelfde bestelling als vorig jaar.',
  'Op te halen bij de secretaris.',
  'Betaald via overschrijving.',
];

const SIZE_WEIGHTS = SIZES.map(([size, , weight]) => [size, weight] as const);

type RingRow = typeof rings.$inferInsert;
type Ring = Required<Pick<RingRow, 'id' | 'year' | 'sizeTenthMm' | 'priceCents'>>;

/** Every size for this year and last year; last year's rings were 5 cents cheaper. */
export function buildRings(today: Date): RingRow[] {
  const year = today.getUTCFullYear();
  return [year - 1, year].flatMap((ringYear) =>
    SIZES.map(([sizeTenthMm, price]) => ({
      year: ringYear,
      sizeTenthMm,
      priceCents: price - (year - ringYear) * 5,
    })),
  );
}

interface SeedOrder {
  order: typeof orders.$inferInsert & { orderDate: Date };
  lines: Omit<typeof orderLines.$inferInsert, 'orderId'>[];
}

/** `count` orders of 1–3 distinct rings, mostly of this year, by members of `people`. */
export function buildOrders(
  rng: Random,
  today: Date,
  people: readonly Person[],
  catalogue: readonly Ring[],
  count: number,
): SeedOrder[] {
  const year = today.getUTCFullYear();
  const seeds: SeedOrder[] = Array.from({ length: count }, () => {
    const person = rng.pick(people);
    const sizes = new Set(Array.from({ length: rng.int(1, 3) }, () => rng.weighted(SIZE_WEIGHTS)));
    const lines = [...sizes].map((size) => {
      const ringYear = rng.chance(0.85) ? year : year - 1;
      const ring = catalogue.find((r) => r.year === ringYear && r.sizeTenthMm === size) as Ring;
      return { ringId: ring.id, quantity: rng.int(2, 20) * 5, unitPriceCents: ring.priceCents };
    });
    const orderDate = new Date(
      today.getTime() - rng.int(1, 300) * DAY_MS + rng.int(8 * 60, 22 * 60) * 60_000,
    );
    return {
      order: { memberId: person.id, orderDate, remark: rng.chance(0.25) ? rng.pick(REMARKS) : '' },
      lines,
    };
  });
  return seeds.sort((a, b) => a.order.orderDate.getTime() - b.order.orderDate.getTime());
}
