/** Countries (spec §3 Country). */
import { Type } from 'typebox';

export const Country = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  twoLetterCode: Type.String({ minLength: 2, maxLength: 2 }),
});
