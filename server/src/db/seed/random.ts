/**
 * A small deterministic pseudo-random generator (mulberry32) with the draws the demo seed needs, so
 * the same seed gives the same demo data on every run and on every machine.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** One value of `[value, weight]` pairs, proportionally to the weights. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    let rest = this.next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [value, weight] of entries) {
      rest -= weight;
      if (rest < 0) return value;
    }
    return (entries[entries.length - 1] as readonly [T, number])[0];
  }

  /** `count` distinct elements of `items` (partial Fisher–Yates on a copy). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const n = Math.min(count, copy.length);
    for (let i = 0; i < n; i++) {
      const j = this.int(i, copy.length - 1);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, n);
  }

  /** Two digits, e.g. '07'. */
  digits2(): string {
    return String(this.int(0, 99)).padStart(2, '0');
  }
}
