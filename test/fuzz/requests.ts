/**
 * Requests for one operation, drawn by fast-check: a valid request built from the operation's
 * schemas, and that request spoilt in one of the ways clients and attackers spoil requests — a
 * hostile value in one field, a required field left out, fields the contract does not name
 * (`id`, `__proto__`), a body of another shape, JSON that is not JSON or nested 5,000 deep, ids past
 * int4 or written `1e1`, and for multipart forms: no boundary, a file part without a file name,
 * repeated fields, too many files, hostile file names and contents, a body cut short.
 */
import fc from 'fast-check';
import type { JsonSchema, Operation } from './operations';
import { HOSTILE_STRINGS, hostileValue, validValue } from './values';

export interface FuzzRequest {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** How the request was spoilt (`valid` when it was not), for the report. */
  mutation: string;
}

interface Part {
  name?: string;
  /** A file part's name; null: a file part without one. */
  filename?: string | null;
  value: string | Buffer;
}

const BOUNDARY = 'fuzz-boundary-7MA4YWxkTrZu0gW';

/** multipart/form-data bytes of `parts`; `close` false leaves the closing boundary out. */
function encodeParts(parts: Part[], close = true) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const name = part.name === undefined ? '' : `; name="${part.name}"`;
    const file =
      part.filename === undefined ? '' : part.filename === null ? '' : `; filename="${part.filename}"`;
    const type = part.filename === undefined ? '' : 'Content-Type: application/octet-stream\r\n';
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data${name}${file}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** A 1×1 PNG image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const fileBytes = fc.oneof(
  fc.constant(PNG),
  fc.constant(PDF),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
  fc.constant(Buffer.from('stamnummer;voornaam;achternaam\nAB12;Jan;Peeters\n')),
);
const fileName = fc.oneof(
  fc.constantFrom(
    'foto.png',
    'lijst.pdf',
    'leden.csv',
    'r\u00e9sum\u00e9\u202E.txt.pdf',
    '../../x.png',
    'a'.repeat(1000),
  ),
  fc.constantFrom(...HOSTILE_STRINGS.filter((text) => !text.includes('"') && !/[\r\n]/.test(text))),
);

/** Path values that must be refused: past int4, not plain digits, encoded spaces and NULs. */
const hostileId = fc.constantFrom(
  '2147483648',
  '9007199254740993',
  '1e1',
  '12.0',
  '%2012',
  '0x0c',
  '-1',
  '0',
  'abc',
  '%00',
  '1%00',
  '9'.repeat(40),
  '%F0%9F%98%80',
  '1%27%20OR%201=1',
);

/**
 * A camt.053 statement of the seeded club's account (db/seed/dues.ts): a credit with a structured
 * communication and one with a payer's name only.
 */
const STATEMENT = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">' +
    '<BkToCstmrStmt><Stmt><Id>FUZZ</Id><Acct><Id><IBAN>BE75068234567851</IBAN></Id></Acct>' +
    [
      [
        'F1',
        '25.00',
        '<Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry><Issr>BBA</Issr></Tp><Ref>202600001711</Ref></CdtrRefInf></Strd>',
      ],
      ['F2', '27.00', '<Ustrd>lidgeld</Ustrd>'],
    ]
      .map(
        ([reference, amount, remittance]) =>
          `<Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts>` +
          `<BookgDt><Dt>2026-03-05</Dt></BookgDt><AcctSvcrRef>${reference}</AcctSvcrRef><NtryDtls><TxDtls>` +
          '<RltdPties><Dbtr><Nm>Jan Peeters</Nm></Dbtr><DbtrAcct><Id><IBAN>BE68539007547034</IBAN></Id></DbtrAcct></RltdPties>' +
          `<RmtInf>${remittance}</RmtInf></TxDtls></NtryDtls></Ntry>`,
      )
      .join('') +
    '</Stmt></BkToCstmrStmt></Document>\n',
);

/**
 * A file the route's field takes: a bank statement for `PUT /Dues/statements`, a member sheet for the
 * member import's `formFile`, else a PNG (image and document alike).
 */
const validFile = (path: string, field: string) => {
  if (path === '/Dues/statements') return { filename: 'uittreksel.xml', bytes: STATEMENT };
  return field === 'formFile'
    ? { filename: 'leden.csv', bytes: Buffer.from('stamnummer;voornaam;achternaam\nZZ99;Jan;Peeters\n') }
    : { filename: 'foto.png', bytes: PNG };
};

const fileFieldOf = (schema: JsonSchema) =>
  Object.entries(schema.properties ?? {}).find(
    ([, property]) => property.format === 'binary' || property.items?.format === 'binary',
  )?.[0];

const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** `value` percent-encoded; a lone surrogate, which no URL can carry, becomes U+FFFD first. */
const encode = (value: string) => encodeURIComponent(Buffer.from(value, 'utf8').toString('utf8'));

function queryString(values: Record<string, unknown>) {
  const pairs = Object.entries(values).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map(
      (item) => `${encode(name)}=${encode(item === null ? '' : text(item))}`,
    ),
  );
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

interface Drawn {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: Record<string, unknown> | unknown;
  files: { bytes: Buffer; filename: string }[];
}

function build(operation: Operation, drawn: Drawn, mutation: string, raw: Partial<FuzzRequest> = {}) {
  let path = operation.path;
  for (const [name, value] of Object.entries(drawn.params)) path = path.replace(`{${name}}`, value);
  const request: FuzzRequest = {
    method: operation.method,
    url: `/api/backoffice${path}${queryString(drawn.query as Record<string, unknown>)}`,
    headers: {},
    mutation,
  };
  if (operation.body?.mediaType === 'application/json') {
    request.headers['content-type'] = 'application/json';
    request.payload = JSON.stringify(drawn.body);
  } else if (operation.body?.mediaType === 'multipart/form-data') {
    const fileField = fileFieldOf(operation.body.schema);
    const parts: Part[] = Object.entries((drawn.body ?? {}) as Record<string, unknown>).flatMap(
      ([name, value]) =>
        (Array.isArray(value) ? value : [value]).map((item) => ({ name, value: text(item) })),
    );
    for (const file of drawn.files)
      parts.push({ name: fileField, filename: file.filename, value: file.bytes });
    request.headers['content-type'] = `multipart/form-data; boundary=${BOUNDARY}`;
    request.payload = encodeParts(parts);
  }
  return { ...request, ...raw, headers: { ...request.headers, ...raw.headers } };
}

/** A valid request of `operation`, as drawn values. */
function drawnValid(operation: Operation): fc.Arbitrary<Drawn> {
  const params = fc.record(
    Object.fromEntries(
      Object.entries(operation.pathParams).map(([name, schema]) => [name, validValue(schema).map(String)]),
    ),
  );
  const bodySchema = operation.body?.schema;
  const fileField = bodySchema && fileFieldOf(bodySchema);
  const fieldsSchema: JsonSchema | undefined = bodySchema && {
    ...bodySchema,
    properties: Object.fromEntries(
      Object.entries(bodySchema.properties ?? {}).filter(([name]) => name !== fileField),
    ),
  };
  return fc.record({
    params,
    query: validValue(operation.query) as fc.Arbitrary<Record<string, unknown>>,
    body: fieldsSchema ? validValue(fieldsSchema) : fc.constant(undefined),
    files: fileField
      ? fc.array(fc.constant(validFile(operation.path, fileField)), { maxLength: 2 })
      : fc.constant([]),
  });
}

const keysOf = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];

/** `operation`'s requests: one in five valid, the others spoilt in one way. */
export function requestsFor(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const valid = drawnValid(operation);
  const isMultipart = operation.body?.mediaType === 'multipart/form-data';
  const fileField = operation.body && fileFieldOf(operation.body.schema);
  const spoilers: fc.Arbitrary<FuzzRequest>[] = [
    valid.map((drawn) => build(operation, drawn, 'valid')),
    fc
      .tuple(valid, hostileValue, fc.nat(), fc.constantFrom('replace', 'duplicate'))
      .map(([drawn, value, pick, how]) => {
        const names = [...Object.keys(operation.query.properties ?? {}), 'unknownParam'];
        const name = names[pick % names.length];
        const current = drawn.query?.[name];
        const query = { ...drawn.query, [name]: how === 'duplicate' ? [current ?? 1, value] : value };
        return build(operation, { ...drawn, query }, `query ${how} ${name}`);
      }),
    fc.tuple(valid, fc.nat()).map(([drawn, pick]) => {
      const names = Object.keys(drawn.query ?? {});
      if (names.length === 0) return build(operation, drawn, 'valid');
      const { [names[pick % names.length]]: _left, ...query } = drawn.query;
      return build(operation, { ...drawn, query }, `query drop ${names[pick % names.length]}`);
    }),
  ];
  if (Object.keys(operation.pathParams).length > 0)
    spoilers.push(
      fc.tuple(valid, hostileId).map(([drawn, id]) => {
        const params = Object.fromEntries(Object.keys(drawn.params).map((name) => [name, id]));
        return build(operation, { ...drawn, params }, `path ${id}`);
      }),
    );
  if (operation.body) {
    const required = operation.body.schema.required ?? [];
    spoilers.push(
      fc.tuple(valid, hostileValue, fc.nat()).map(([drawn, value, pick]) => {
        const names = [...keysOf(operation.body?.schema.properties), 'id'].filter(
          (name) => name !== fileField,
        );
        const name = names[pick % names.length];
        const body = keysOf(drawn.body).length > 0 ? { ...(drawn.body as object), [name]: value } : value;
        return build(operation, { ...drawn, body }, `field ${name}`);
      }),
      fc
        .tuple(valid, hostileValue)
        .map(([drawn, value]) => build(operation, { ...drawn, body: value }, 'body of another shape')),
      fc.tuple(valid, fc.nat()).map(([drawn, pick]) => {
        if (required.length === 0 || keysOf(drawn.body).length === 0) return build(operation, drawn, 'valid');
        const name = required[pick % required.length];
        const { [name]: _left, ...body } = drawn.body as Record<string, unknown>;
        return build(operation, { ...drawn, body }, `drop ${name}`);
      }),
      fc.tuple(valid, fc.jsonValue({ maxDepth: 2 })).map(([drawn, value]) => {
        const body =
          keysOf(drawn.body).length > 0
            ? { ...(drawn.body as object), id: 2_147_483_648, isSuccess: true, constructor: value }
            : drawn.body;
        return build(operation, { ...drawn, body }, 'unknown fields');
      }),
      fc
        .tuple(
          valid,
          fc.constantFrom(
            '{',
            '',
            'null',
            '{"__proto__":{"polluted":1}}',
            '{"constructor":{"prototype":{"polluted":1}}}',
            `${'['.repeat(5000)}${']'.repeat(5000)}`,
            `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
            '\u0000',
            '{"page":1,"page":2}',
          ),
          fc.constantFrom(
            'application/json',
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data',
          ),
        )
        .map(([drawn, payload, contentType]) =>
          build(operation, drawn, `raw body as ${contentType}`, {
            payload,
            headers: { 'content-type': contentType },
          }),
        ),
    );
  }
  if (isMultipart) {
    const named = (drawn: Drawn) =>
      Object.entries((drawn.body ?? {}) as Record<string, unknown>).map(([name, value]) => ({
        name,
        value: text(value),
      }));
    spoilers.push(
      fc.tuple(valid, fileBytes, fc.option(fileName, { nil: null })).map(([drawn, bytes, filename]) =>
        build(operation, drawn, `file named ${JSON.stringify(filename)}`, {
          payload: encodeParts([...named(drawn), { name: fileField, filename, value: bytes }]),
        }),
      ),
      fc.tuple(valid, fc.nat()).map(([drawn, pick]) => {
        const parts = named(drawn);
        const extra = parts.length > 0 ? parts[pick % parts.length] : { name: 'x', value: 'y' };
        return build(operation, drawn, `field ${extra.name} twice`, {
          payload: encodeParts([...parts, extra]),
        });
      }),
      valid.map((drawn) =>
        build(operation, drawn, 'too many files', {
          payload: encodeParts([
            ...named(drawn),
            ...Array.from({ length: 25 }, (_, i) => ({ name: fileField, filename: `${i}.png`, value: PNG })),
          ]),
        }),
      ),
      valid.map((drawn) =>
        build(operation, drawn, 'text in the file field', {
          payload: encodeParts([...named(drawn), { name: fileField, value: 'not a file' }]),
        }),
      ),
      valid.map((drawn) =>
        build(operation, drawn, 'part without a name', {
          payload: encodeParts([...named(drawn), { value: 'nameless' }, { filename: 'x.png', value: PNG }]),
        }),
      ),
      valid.map((drawn) =>
        build(operation, drawn, 'body cut short', {
          payload: encodeParts(named(drawn), false).subarray(0, 60),
        }),
      ),
      valid.map((drawn) =>
        build(operation, drawn, 'no boundary', {
          payload: 'title=x&isVisible=true',
          headers: { 'content-type': 'multipart/form-data' },
        }),
      ),
    );
  }
  return fc.oneof(...spoilers.map((arbitrary, index) => ({ arbitrary, weight: index === 0 ? 4 : 2 })));
}
