/**
 * The audit trail route by route (docs/api/history.md, issue I1): each write route of the history's
 * table that history.test.ts does not cover leaves, on the record it changed, a newest entry with the
 * right action, the staff member's `sub` and the changed field's old and new value; a refused request
 * (400/404/409) leaves no entry at all.
 */
import { eq, notExists, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, members, orderLines, orders, vendors } from '../../server/src/db/schema';
import { seedDemoData } from '../../server/src/db/seed';
import { advertFormFields } from './advertForm';
import { backends, createTestContext, type TestContext } from './context';
import { formData, PNG, type UploadFile } from './formData';

interface Change {
  field: string;
  old: unknown;
  new: unknown;
  /** Beside a member's id (`memberId`): the member's name and stam number. */
  oldName?: unknown;
  newName?: unknown;
}
/** What a request should have left on each of `ids`: its newest entry's action and (some of) its changes. */
interface Expected {
  ids: number[];
  action: string;
  changes: Change[];
  /** The changes are exactly these (in any order), not just among them. */
  exact: boolean;
}
type Fields = Record<string, string | string[]>;

/** The staff member who makes every change (its `sub` comes with its account). */
const ACTOR = { sub: '', email: 'penningmeester@club.test' };
const png = (fileName: string): UploadFile => ({ field: 'files', fileName, bytes: PNG });
/** An image as the history shows it: file name, content type and size, never the bytes. */
const shown = (name: string) => ({ name, kind: 'image/png', size: PNG.length });
const change = (field: string, old: unknown, value: unknown): Change => ({ field, old, new: value });
/** A record's values as a deletion lists them: every field but `id`, old as it was and new null. */
const removed = ({ id: _id, ...fields }: Record<string, unknown>) =>
  Object.entries(fields).map(([field, old]) => change(field, old, null));

describe.each(backends)('the history of each write route on %s', (backend) => {
  let ctx: TestContext;
  let token: string;
  const fixture = { memberA: 0, memberB: 0, memberC: 0, vendorMember: 0, document: 0, order: 0 };
  /** Two of the seeded locations: the activities' first, then where one moves to. */
  let kring: { id: number; name: string };
  let valk: { id: number; name: string };
  const country = { BE: 0, NL: 0 };

  /** Sends a request as the staff member and answers the parsed body once its status is `status`. */
  const send = async (options: InjectOptions, status = 200) => {
    const response = await ctx.api({ ...options, url: `/api/backoffice${options.url}`, token });
    expect(response.statusCode, response.body).toBe(status);
    return response.json();
  };
  const json = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, status = 200) =>
    send({ method, url, payload }, status);
  const form = (
    method: 'POST' | 'PUT',
    url: string,
    fields: Fields,
    files: UploadFile[] = [],
    status = 200,
  ) => send({ method, url, ...formData(fields, files) }, status);
  const newest = async (resource: string, id: number) =>
    (await send({ method: 'GET', url: `/History?resource=${resource}&id=${id}&pageSize=1` })).history[0];
  const totalEntries = async () => (await send({ method: 'GET', url: '/History?pageSize=1' })).total;

  const advertFields = (overrides: Fields = {}) => advertFormFields(fixture.memberA, overrides);
  const newAdvert = (files: UploadFile[] = []) => form('POST', '/Adverts', advertFields(), files, 201);
  const activityFields = (overrides: Fields = {}): Fields => ({
    title: 'Jaarlijkse tentoonstelling',
    locationId: String(kring.id),
    info: '<p>Keuring en <strong>prijsuitreiking</strong></p>',
    startDate: '2031-03-13T09:00:00.000Z',
    endDate: '2031-03-14T17:00:00.000Z',
    isVisible: 'true',
    ...overrides,
  });
  const newActivity = () => form('POST', '/Activities', activityFields(), [], 201);
  const message = (overrides: Record<string, unknown> = {}) => ({
    title: 'Ringen 2031 nu bestellen',
    info: '<p>Bestel <strong>tijdig</strong>.</p>',
    startDate: '2031-01-01T00:00:00.000Z',
    endDate: '2031-02-28T23:00:00.000Z',
    isVisible: true,
    isBanner: false,
    ...overrides,
  });
  const newMessage = () => json('POST', '/Messages', message(), 201);
  const newVendor = (memberId: number, files: UploadFile[] = []) =>
    form('POST', '/Vendors', { memberId: String(memberId), message: 'Zaadmengelingen.' }, files, 201);
  const location = (overrides: Record<string, unknown> = {}) => ({
    name: 'Zaal De Valk',
    info: 'Markt 21, 8700 Tielt',
    latitude: 50.9993,
    longitude: 3.3269,
    ...overrides,
  });
  const recipient = (overrides: Record<string, unknown> = {}) => ({
    name: 'Belgische Ornithologische Unie vzw',
    street: 'Vogelzangstraat',
    number: '18',
    box: '',
    zipcode: '9000',
    city: 'Gent',
    countryId: country.BE,
    copies: 2,
    ...overrides,
  });
  const newRecipient = () => json('POST', '/Revue/recipients', recipient(), 201);

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    ({ token, sub: ACTOR.sub } = await ctx.staffToken({ email: ACTOR.email }));
    const { db } = ctx.database;
    await seedDemoData(ctx.database);
    const withoutVendor = await db
      .select({ id: members.id })
      .from(members)
      .where(notExists(db.select().from(vendors).where(eq(vendors.memberId, members.id))))
      .orderBy(members.id)
      .limit(3);
    [fixture.memberA, fixture.memberB, fixture.memberC] = withoutVendor.map((row) => row.id);
    [{ memberId: fixture.vendorMember }] = await db
      .select({ memberId: vendors.memberId })
      .from(vendors)
      .limit(1);
    [{ id: fixture.document }] = await db.select({ id: documents.id }).from(documents).limit(1);
    [{ id: fixture.order }] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id})`)
      .limit(1);
    [kring, valk] = await send({ method: 'GET', url: '/Locations' });
    const countries: { id: number; twoLetterCode: 'BE' | 'NL' }[] = await send({
      method: 'GET',
      url: '/Countries',
    });
    for (const { id, twoLetterCode } of countries) if (twoLetterCode in country) country[twoLetterCode] = id;
  });
  afterAll(() => ctx.close());

  /** What a route should have left on each record of `ids`; `exact`: these changes and no others. */
  const left = (ids: number | number[], action: string, changes: Change[], exact = false): Expected => ({
    ids: [ids].flat(),
    action,
    changes,
    exact,
  });

  const routes: [route: string, resource: string, act: () => Promise<Expected>][] = [
    [
      'POST /Adverts',
      'adverts',
      async () =>
        left((await newAdvert([png('koppel.png')])).id, 'create', [
          change('message', null, 'Te koop: 4 jonge grasparkieten, opaline blauw.'),
          change('display.exposeWebPhone', null, false),
          change('images', null, [shown('koppel.png')]),
        ]),
    ],
    [
      'PUT /Adverts/{id}',
      'adverts',
      async () => {
        const { id, message, images } = await newAdvert([png('koppel.png')]);
        const edited = { message: 'Gevraagd: man valkparkiet.', imageIds: String(images[0].id) };
        await form('PUT', `/Adverts/${id}`, advertFields(edited));
        return left(id, 'update', [change('message', message, 'Gevraagd: man valkparkiet.')], true);
      },
    ],
    [
      'DELETE /Adverts/{id}',
      'adverts',
      async () => {
        const { id, message } = await newAdvert();
        await json('DELETE', `/Adverts/${id}`);
        return left(id, 'delete', [change('message', message, null), change('images', [], null)]);
      },
    ],
    [
      'PUT /Adverts/visibility?visible=true',
      'adverts',
      async () => {
        const ids = [(await newAdvert()).id, (await newAdvert()).id];
        await json('PUT', '/Adverts/visibility?visible=true', ids);
        return left(ids, 'show', [change('isVisible', false, true)], true);
      },
    ],
    [
      'PUT /Adverts/visibility?visible=false',
      'adverts',
      async () => {
        const ids = [(await newAdvert()).id, (await newAdvert()).id];
        await json('PUT', '/Adverts/visibility?visible=true', ids);
        await json('PUT', '/Adverts/visibility?visible=false', ids);
        return left(ids, 'hide', [change('isVisible', true, false)], true);
      },
    ],
    [
      'PUT /Adverts/{id}/images',
      'adverts',
      async () => {
        const { id, images } = await newAdvert([png('x.png'), png('y.png'), png('z.png')]);
        const [x, y, z] = images;
        await json('PUT', `/Adverts/${id}/images`, [z.id, x.id, y.id]);
        const reordered = change(
          'images',
          ['x.png', 'y.png', 'z.png'].map(shown),
          ['z.png', 'x.png', 'y.png'].map(shown),
        );
        return left(id, 'reorderImages', [reordered], true);
      },
    ],
    [
      'POST /Activities',
      'activities',
      async () =>
        left((await newActivity()).id, 'create', [
          change('title', null, 'Jaarlijkse tentoonstelling'),
          change('startDate', null, '2031-03-13T09:00:00.000Z'),
          change('location.name', null, kring.name),
        ]),
    ],
    [
      'PUT /Activities/{id}',
      'activities',
      async () => {
        const { id } = await newActivity();
        await form('PUT', `/Activities/${id}`, activityFields({ locationId: String(valk.id) }));
        return left(id, 'update', [
          change('location.name', kring.name, valk.name),
          change('locationId', kring.id, valk.id),
        ]);
      },
    ],
    [
      'DELETE /Activities/{id}',
      'activities',
      async () => {
        const { id } = await newActivity();
        await json('DELETE', `/Activities/${id}`);
        return left(id, 'delete', [
          change('title', 'Jaarlijkse tentoonstelling', null),
          change('location.name', kring.name, null),
        ]);
      },
    ],
    [
      'POST /Messages',
      'messages',
      async () =>
        left((await newMessage()).id, 'create', [
          change('title', null, 'Ringen 2031 nu bestellen'),
          change('isBanner', null, false),
        ]),
    ],
    [
      'PUT /Messages/{id}',
      'messages',
      async () => {
        const { id } = await newMessage();
        await json('PUT', `/Messages/${id}`, message({ title: 'Ringen 2032 nu bestellen' }));
        return left(
          id,
          'update',
          [change('title', 'Ringen 2031 nu bestellen', 'Ringen 2032 nu bestellen')],
          true,
        );
      },
    ],
    [
      'DELETE /Messages/{id}',
      'messages',
      async () => {
        const { id } = await newMessage();
        await json('DELETE', `/Messages/${id}`);
        return left(id, 'delete', [
          change('title', 'Ringen 2031 nu bestellen', null),
          change('endDate', '2031-02-28T23:00:00.000Z', null),
        ]);
      },
    ],
    [
      'PUT /Documents/{id}',
      'documents',
      async () => {
        const id = fixture.document;
        const { title, isVisible } = await send({ method: 'GET', url: `/Documents/${id}` });
        await json('PUT', `/Documents/${id}`, { title: 'Huishoudelijk reglement 2031', isVisible });
        return left(id, 'update', [change('title', title, 'Huishoudelijk reglement 2031')], true);
      },
    ],
    [
      'POST /Vendors',
      'vendors',
      async () =>
        left((await newVendor(fixture.memberA, [png('kooi.png')])).id, 'create', [
          // The member by id, and by name and stam number beside it.
          { ...change('memberId', null, fixture.memberA), newName: expect.stringMatching(/^.+ \(\w+\)$/) },
          change('message', null, 'Zaadmengelingen.'),
          change('images', null, [shown('kooi.png')]),
        ]),
    ],
    [
      'PUT /Vendors/{id}',
      'vendors',
      async () => {
        const { id } = await newVendor(fixture.memberB);
        await form('PUT', `/Vendors/${id}`, { memberId: String(fixture.memberB), message: 'Trosgierst.' });
        return left(id, 'update', [change('message', 'Zaadmengelingen.', 'Trosgierst.')], true);
      },
    ],
    [
      'DELETE /Vendors/{id}',
      'vendors',
      async () => {
        const { id } = await newVendor(fixture.memberC);
        await json('DELETE', `/Vendors/${id}`);
        return left(id, 'delete', [
          { ...change('memberId', fixture.memberC, null), oldName: expect.stringMatching(/^.+ \(\w+\)$/) },
          change('message', 'Zaadmengelingen.', null),
        ]);
      },
    ],
    [
      'DELETE /Orders/{id}',
      'orders',
      async () => {
        const order = await send({ method: 'GET', url: `/Orders/${fixture.order}?includeOrderLines=true` });
        expect(order.orderLines.length).toBeGreaterThan(0);
        await json('DELETE', `/Orders/${order.id}`);
        // `duesPaid` follows from the member's dues, not a value of the order: not in its history.
        const { duesPaid: _, ...stored } = order;
        // The order's member by name beside their id.
        const changes = removed(stored).map((change) =>
          change.field === 'memberId'
            ? { ...change, oldName: `${order.name} (${order.tribeNumber})` }
            : change,
        );
        return left(order.id, 'delete', changes, true);
      },
    ],
    [
      'POST /Locations',
      'locations',
      async () => {
        const created = await json('POST', '/Locations', location(), 201);
        const set = removed(created).map(({ field, old }) => change(field, null, old));
        return left(created.id, 'create', set, true);
      },
    ],
    [
      'PUT /Locations/id?id={id}',
      'locations',
      async () => {
        const { id } = await json('POST', '/Locations', location({ name: 'Zaal Sint-Jozef' }), 201);
        const renamed = location({ name: 'Zaal Sint-Jozef (vernieuwd)', latitude: null });
        await json('PUT', `/Locations/id?id=${id}`, renamed);
        return left(
          id,
          'update',
          [
            change('name', 'Zaal Sint-Jozef', 'Zaal Sint-Jozef (vernieuwd)'),
            change('latitude', 50.9993, null),
          ],
          true,
        );
      },
    ],
    [
      'POST /Revue/recipients',
      'revueRecipients',
      async () =>
        left((await newRecipient()).id, 'create', [
          change('name', null, 'Belgische Ornithologische Unie vzw'),
          change('countryId', null, country.BE),
        ]),
    ],
    [
      'PUT /Revue/recipients/{id}',
      'revueRecipients',
      async () => {
        const { id } = await newRecipient();
        const moved = recipient({ zipcode: '4501 BK', city: 'Oostburg', countryId: country.NL });
        await json('PUT', `/Revue/recipients/${id}`, moved);
        return left(
          id,
          'update',
          [
            change('zipcode', '9000', '4501 BK'),
            change('city', 'Gent', 'Oostburg'),
            change('countryId', country.BE, country.NL),
          ],
          true,
        );
      },
    ],
    [
      'DELETE /Revue/recipients/{id}',
      'revueRecipients',
      async () => {
        const { id } = await newRecipient();
        await json('DELETE', `/Revue/recipients/${id}`);
        return left(id, 'delete', [change('copies', 2, null), change('countryId', country.BE, null)]);
      },
    ],
  ];

  it.each(routes)(
    '%s leaves its entry on %s: action, actor, each changed field old → new',
    async (_route, resource, act) => {
      const expected = await act();
      for (const id of expected.ids) {
        const entry = await newest(resource, id);
        expect(entry).toMatchObject({ resource, recordId: id, action: expected.action, actor: ACTOR });
        if (expected.exact) expect(entry.changes).toHaveLength(expected.changes.length);
        expect(entry.changes).toEqual(expect.arrayContaining(expected.changes));
        // A creation lists every field it set with old null; a deletion every field it removed with new null.
        const empty = expected.action === 'create' ? 'old' : expected.action === 'delete' ? 'new' : undefined;
        if (empty) expect(entry.changes.filter((c: Change) => c[empty] !== null)).toEqual([]);
      }
    },
  );

  const refused: [label: string, status: number, request: () => Promise<InjectOptions>][] = [
    [
      'POST /Adverts (multipart) for an unknown member',
      400,
      async () => ({
        method: 'POST',
        url: '/Adverts',
        ...formData(advertFields({ memberId: '999999' }), [png('koppel.png')]),
      }),
    ],
    [
      'POST /Vendors (multipart) for a member who already is one',
      409,
      async () => ({
        method: 'POST',
        url: '/Vendors',
        ...formData({ memberId: String(fixture.vendorMember), message: 'Nog eens.' }),
      }),
    ],
    [
      'PUT /Revue/recipients/{id} (JSON) with an unknown country',
      400,
      async () => ({
        method: 'PUT',
        url: `/Revue/recipients/${(await newRecipient()).id}`,
        payload: recipient({ countryId: 99999 }),
      }),
    ],
    [
      'PUT /Locations/id?id= (JSON) of an unknown location',
      404,
      async () => ({ method: 'PUT', url: '/Locations/id?id=999999', payload: location() }),
    ],
    [
      'DELETE /Orders/{id} of an unknown order',
      404,
      async () => ({ method: 'DELETE', url: '/Orders/999999' }),
    ],
    [
      'DELETE /Activities/{id} of an unknown activity',
      404,
      async () => ({ method: 'DELETE', url: '/Activities/999999' }),
    ],
  ];

  it.each(refused)('refused, %s leaves no entry', async (_label, status, request) => {
    const options = await request();
    const before = await totalEntries();
    const answer = await send(options, status);
    expect(answer).toMatchObject({ statusCode: status, isSuccess: false });
    expect(await totalEntries()).toBe(before);
  });
});
