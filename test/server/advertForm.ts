/**
 * The text fields of a valid advert form (`POST /Adverts`, `PUT /Adverts/{id}`, docs/api/adverts.md)
 * for member `memberId`: an offer paid once, shown from 01/01/2032 to 29/02/2032; `overrides`
 * replace fields, or with undefined drop them.
 */
export function advertFormFields(
  memberId: number,
  overrides: Record<string, string | string[] | undefined> = {},
): Record<string, string | string[]> {
  const base: Record<string, string | string[] | undefined> = {
    memberId: String(memberId),
    message: 'Te koop: 4 jonge grasparkieten, opaline blauw.',
    adType: 'offer',
    amountPaid: 'oncePaidFive',
    visibleFrom: '2032-01-01',
    visibleTo: '2032-02-29',
    isActive: 'true',
    exposeRevueEmail: 'true',
    exposeRevueAddress: 'false',
    exposeRevuePhone: 'true',
    exposeWebEmail: 'false',
    exposeWebAddress: 'true',
    exposeWebPhone: 'false',
    ...overrides,
  };
  return Object.fromEntries(Object.entries(base).filter(([, value]) => value !== undefined)) as Record<
    string,
    string | string[]
  >;
}
