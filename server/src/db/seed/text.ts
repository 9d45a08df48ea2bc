/** Text helpers for the demo seed's data lists. */

/** Splits a comma- or newline-separated list, trimming each entry and dropping empty ones. */
export function splitList(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** Lower-case ASCII for e-mail addresses: 'Gaëtan' → 'gaetan', "D'Hoore" → 'dhoore', 'Van de Walle' → 'vandewalle'. */
export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '');
}
