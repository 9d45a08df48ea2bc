/** Countries (spec §3 Country). */
import { type Static, Type } from 'typebox';

/** A country of member addresses (spec §3 Country; `GET /Countries`); `twoLetterCode` is ISO 3166-1 alpha-2. */
export const Country = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  twoLetterCode: Type.String({ minLength: 2, maxLength: 2 }),
});
export type Country = Static<typeof Country>;
