/**
 * The Belgian structured communication (OGM/VCS, Febelfin): 12 digits, a 10-digit base and its check
 * (the base mod 97, 97 when that is 0), printed as `+++123/4567/89002+++`.
 */

/** The 12 digits of the structured communication of `base` (0 < base < 10^10): base and its mod-97 check (97 for 0). */
export function makeStructuredCommunication(base: number): string {
  if (!Number.isInteger(base) || base <= 0 || base >= 10_000_000_000) throw new RangeError(`base ${base}`);
  const check = base % 97 || 97;
  return `${String(base).padStart(10, '0')}${String(check).padStart(2, '0')}`;
}

/** `digits` (12) as printed: +++123/4567/89002+++. */
export const formatStructuredCommunication = (digits: string) =>
  `+++${digits.slice(0, 3)}/${digits.slice(3, 7)}/${digits.slice(7)}+++`;
