/**
 * fast-check arbitraries for the values of a JSON schema: `validValue` draws values the schema
 * accepts (mostly: a pattern with a look-ahead is only approached), `hostileValue` draws what an
 * attacker or a broken client sends instead — wrong types, numbers past every reach, NUL and other
 * control characters, bidi controls, very long strings, SQL meta characters, arrays for objects.
 */
import fc from 'fast-check';
import type { JsonSchema } from './operations';

/** Integers at and past the edges of int4, JavaScript's safe integers and doubles. */
export const HOSTILE_NUMBERS = [
  0,
  -1,
  1.5,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  2 ** 53 + 2,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/** Strings that have broken servers: NUL, controls, bidi, SQL and LIKE meta characters, paths. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  'a\u0000',
  '\u0000',
  'x\u0007y',
  '\t\n\r',
  '\u202Egnp.exe',
  '\uFEFF\u200B',
  "' OR 1=1 --",
  "'; drop table members; --",
  '%_\\',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '=HYPERLINK("http://x.example","x")',
  '\uD800',
  '😀'.repeat(300),
  'NaN',
  'Infinity',
  '1e1',
  '12.0',
  ' 12',
  '0x0c',
  'true',
  'null',
  '2031-02-30',
  '0000-01-01',
  '2027-01-01T24:00:00Z',
  '2027-06-30T23:59:60Z',
  '275760-09-13T00:00:00.000Z',
];

const LONG_STRING = fc.constantFrom('x'.repeat(10_001), 'é'.repeat(100_000));

const controlString = fc
  .array(fc.integer({ min: 0, max: 0x9f }), { minLength: 1, maxLength: 8 })
  .map((codes) => `a${String.fromCharCode(...codes)}b`);

/** Anything of any type: what comes where the schema wants something else. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(...HOSTILE_STRINGS),
  controlString,
  LONG_STRING,
  fc.constantFrom(null, true, false, [], {}, [1, 2], { id: 1 }, [[[[[]]]]]),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.jsonValue({ maxDepth: 3 }),
);

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const isoDay = (date: Date) =>
  `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
const someDate = fc.date({ min: new Date('1990-01-01'), max: new Date('2040-12-31'), noInvalidDate: true });

function stringValue(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, 60);
  if (schema.format === 'date') return someDate.map(isoDay);
  if (schema.format === 'date-time') return someDate.map((date) => date.toISOString());
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'binary') return fc.constant('');
  if (schema.pattern?.includes('@')) return fc.oneof(fc.constant(''), fc.emailAddress());
  const fits = (text: string) =>
    text.length >= minLength && text.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY);
  if (schema.pattern && !schema.pattern.includes('(?')) {
    const pattern = new RegExp(schema.pattern, 'u');
    return fc.stringMatching(pattern, { size: 'xsmall' }).filter(fits);
  }
  const words = fc.constantFrom('Jan', 'Peeters', 'Brugge', 'ring', 'Vandewalle', 'Ère', 'parkiet', '8000');
  return fc
    .oneof(words, fc.string({ minLength: Math.max(minLength, 1), maxLength }))
    .filter((text) => fits(text) && (!schema.pattern || new RegExp(schema.pattern, 'u').test(text)));
}

/** Values `schema` accepts; integers lean to small ids that exist in the seeded data. */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(validValue));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (Array.isArray(schema.type))
    return fc.oneof(...schema.type.map((type) => validValue({ ...schema, type })));
  switch (schema.type) {
    case 'integer': {
      const min = schema.minimum ?? -1000;
      const max = schema.maximum ?? 1_000_000;
      return fc.oneof(
        fc.integer({ min: Math.max(min, 0), max: Math.min(max, Math.max(min, 0) + 40) }),
        fc.integer({ min, max }),
      );
    }
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      return stringValue(schema);
    case 'array':
      return fc.array(validValue(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const record = Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [name, validValue(property)]),
      );
      return fc.record(record, { requiredKeys: (schema.required ?? []) as never[] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
