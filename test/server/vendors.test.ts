/**
 * Vendors (issue E; docs/api/vendors.md): a vendor is a member — name and contact data read from the
 * member — with a message and images; one vendor per member; `vendorChanged` written with each change.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addresses,
  countries,
  files,
  images,
  members,
  notifications,
  vendors,
} from '../../server/src/db/schema';
import { backends, createTestContext, type TestContext } from './context';
import { formData, PNG, type UploadFile } from './formData';

const image = (fileName: string, bytes = PNG): UploadFile => ({ field: 'files', fileName, bytes });

describe.each(backends)('vendors on %s', (backend) => {
  let ctx: TestContext;
  const ids: Record<'jan' | 'severine' | 'dirk' | 'els', number> = { jan: 0, severine: 0, dirk: 0, els: 0 };
  const send = (
    method: 'POST' | 'PUT',
    url: string,
    fields: Record<string, string | string[]>,
    uploads: UploadFile[] = [],
  ) => ctx.api({ method, url: `/api/backoffice${url}`, ...formData(fields, uploads) });
  const create = (fields: Record<string, string | string[]>, uploads: UploadFile[] = []) =>
    send('POST', '/Vendors', fields, uploads);
  const list = (body: Record<string, unknown> = {}) =>
    ctx.api({
      method: 'POST',
      url: '/api/backoffice/Vendors/list',
      payload: { pageSize: 25, page: 1, ...body },
    });
  const written = async () =>
    (await ctx.database.db.select().from(notifications)).map((n) => `${n.type}:${n.name}`).sort();
  const counts = async () => ({
    vendors: (await ctx.database.db.select().from(vendors)).length,
    images: (await ctx.database.db.select().from(images)).length,
    files: (await ctx.database.db.select().from(files)).length,
  });

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    const { db } = ctx.database;
    await db.insert(countries).values([
      { id: 1, name: 'België', twoLetterCode: 'BE' },
      { id: 2, name: 'Nederland', twoLetterCode: 'NL' },
    ]);
    const [brugge, oostburg, kortrijk] = await db
      .insert(addresses)
      .values([
        { street: 'Kerkstraat', number: '12', box: '3', zipcode: '8000', city: 'Brugge', countryId: 1 },
        { street: 'Dorpsstraat', number: '4', box: '', zipcode: '4501', city: 'Oostburg', countryId: 2 },
        { street: '', number: '', box: '', zipcode: '8500', city: 'Kortrijk', countryId: null },
      ])
      .returning();
    const rows = await db
      .insert(members)
      .values([
        {
          firstName: 'Jan',
          lastName: 'Maes',
          tribeNumber: 'AB12',
          addressId: brugge.id,
          email: 'jan.maes@telenet.be',
          phoneNumber: '050 12 34 56',
          mobilePhoneNumber: '0476 12 34 56',
        },
        { firstName: 'Séverine', lastName: 'Van de Walle', tribeNumber: 'KX27', addressId: oostburg.id },
        { firstName: 'Dirk', lastName: 'Claeys', tribeNumber: 'QW12', addressId: kortrijk.id },
        { firstName: 'Els', lastName: 'Desmet', tribeNumber: 'CD34' },
      ])
      .returning();
    [ids.jan, ids.severine, ids.dirk, ids.els] = rows.map((row) => row.id);
  });
  beforeEach(async () => {
    await ctx.database.db.delete(images);
    await ctx.database.db.delete(vendors);
    await ctx.database.db.delete(files);
    await ctx.database.db.delete(notifications);
  });
  afterAll(() => ctx.close());

  it('creates a vendor: 201, contact data from the member, images, a vendorChanged notification', async () => {
    const response = await create(
      { memberId: String(ids.jan), message: '  Zaadmengelingen voor grasparkieten. ' },
      [image('kooien.png'), image('zaad.png')],
    );
    expect(response.statusCode).toBe(201);
    const detail = response.json();
    expect(detail).toEqual({
      id: expect.any(Number),
      memberId: ids.jan,
      tribeNumber: 'AB12',
      name: 'Jan Maes',
      address: 'Kerkstraat 12 bus 3, 8000 Brugge',
      phoneNumber: '050 12 34 56',
      mobilePhoneNumber: '0476 12 34 56',
      email: 'jan.maes@telenet.be',
      message: 'Zaadmengelingen voor grasparkieten.',
      images: [
        {
          id: expect.any(Number),
          name: 'kooien.png',
          location: expect.stringMatching(/^\/media\/[0-9a-f-]{36}$/),
          thumbnailLocation: expect.stringMatching(/^\/media\/[0-9a-f-]{36}\/thumbnail$/),
          displayLocation: expect.stringMatching(/^\/media\/[0-9a-f-]{36}\/display$/),
        },
        expect.objectContaining({ name: 'zaad.png', location: expect.stringMatching(/^\/media\//) }),
      ],
    });
    expect((await ctx.api({ method: 'GET', url: `/api/backoffice/Vendors/${detail.id}` })).json()).toEqual(
      detail,
    );
    const served = await ctx.app.inject({ url: detail.images[0].location });
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(await written()).toEqual(['vendorChanged:Jan Maes']);
  });

  it('shows the member as stored now: the address on one line, a foreign country named, none as ""', async () => {
    const severine = (await create({ memberId: String(ids.severine), message: 'Agaporniden.' })).json();
    expect(severine).toMatchObject({
      name: 'Séverine Van de Walle',
      address: 'Dorpsstraat 4, 4501 Oostburg, Nederland',
      phoneNumber: '',
      email: '',
      images: [],
    });
    const dirk = (await create({ memberId: String(ids.dirk), message: 'Kweekkooien.' })).json();
    expect(dirk.address).toBe('8500 Kortrijk');
    const els = (await create({ memberId: String(ids.els), message: 'Tentoonstellingskooien.' })).json();
    expect(els.address).toBe('');
    await ctx.database.db.update(members).set({ phoneNumber: '056 22 33 44' }).where(eq(members.id, ids.els));
    expect((await ctx.api({ method: 'GET', url: `/api/backoffice/Vendors/${els.id}` })).json()).toMatchObject(
      {
        phoneNumber: '056 22 33 44',
      },
    );
  });

  it.each([
    [{ message: 'Zaad.' }, 400, 'memberId', 'required'],
    [{ memberId: 'jan', message: 'Zaad.' }, 400, 'memberId', 'type'],
    [{ memberId: '0', message: 'Zaad.' }, 400, 'memberId', 'minimum'],
    [{ memberId: '999999', message: 'Zaad.' }, 400, 'memberId', 'unknownMember'],
    [{ memberId: 'JAN' }, 400, 'message', 'required'],
    [{ memberId: 'JAN', message: '   ' }, 400, 'message', 'minLength'],
    [{ memberId: 'JAN', message: 'x'.repeat(1001) }, 400, 'message', 'maxLength'],
  ])('refuses %j: %i naming %s (%s), writing nothing', async (fields, status, field, reason) => {
    const resolved = Object.fromEntries(
      Object.entries(fields).map(([key, value]) => [key, value === 'JAN' ? String(ids.jan) : value]),
    );
    const response = await create(resolved, [image('a.png')]);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ isSuccess: false, field, reason });
    expect(await counts()).toEqual({ vendors: 0, images: 0, files: 0 });
    expect(await written()).toEqual([]);
  });

  it('counts the message after trimming: 1000 characters between spaces are accepted', async () => {
    const message = 'x'.repeat(1000);
    const response = await create({ memberId: String(ids.jan), message: `  ${message}\n` });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(message);
  });

  it('refuses a file that is not an image, naming it, writing nothing', async () => {
    const response = await create({ memberId: String(ids.jan), message: 'Zaad.' }, [
      image('kooien.png'),
      image('foto.png', Buffer.from('MZ this is no picture')),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'files', reason: 'unsupportedType' });
    expect(response.json().error).toContain("'foto.png'");
    expect(await counts()).toEqual({ vendors: 0, images: 0, files: 0 });
  });

  it('allows one vendor per member: 409 on memberId, for create and for update', async () => {
    const jan = (await create({ memberId: String(ids.jan), message: 'Zaad.' })).json();
    const again = await create({ memberId: String(ids.jan), message: 'Nog meer zaad.' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ isSuccess: false, field: 'memberId', reason: 'alreadyVendor' });
    const els = (await create({ memberId: String(ids.els), message: 'Kooien.' })).json();
    const moved = await send('PUT', `/Vendors/${els.id}`, { memberId: String(ids.jan), message: 'Kooien.' });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ field: 'memberId', reason: 'alreadyVendor' });
    expect((await ctx.api({ method: 'GET', url: `/api/backoffice/Vendors/${jan.id}` })).json().message).toBe(
      'Zaad.',
    );
    expect((await counts()).vendors).toBe(2);
  });

  it('makes a member a vendor once when two requests ask at the same moment: 201 and 409', async () => {
    const answers = await Promise.all(
      ['Zaad.', 'Kooien.', 'Ringen.'].map((message) => create({ memberId: String(ids.jan), message })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(answer.json()).toMatchObject({ isSuccess: false, field: 'memberId', reason: 'alreadyVendor' });
    expect((await counts()).vendors).toBe(1);
  });

  it('updates member, message and images (keep, reorder, remove, add); notifies only real changes', async () => {
    const created = (
      await create({ memberId: String(ids.jan), message: 'Zaad.' }, [
        image('a.png'),
        image('b.png'),
        image('c.png'),
      ])
    ).json();
    const [a, b, c] = created.images;
    const url = `/Vendors/${created.id}`;
    const unchanged = await send('PUT', url, {
      memberId: String(ids.jan),
      message: 'Zaad.',
      imageIds: [String(a.id), String(b.id), String(c.id)],
    });
    expect(unchanged.statusCode).toBe(200);
    expect(await written()).toEqual(['vendorChanged:Jan Maes']);

    const updated = await send(
      'PUT',
      url,
      { memberId: String(ids.severine), message: 'Agaporniden.', imageIds: [String(c.id), String(a.id)] },
      [image('d.png')],
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: created.id,
      memberId: ids.severine,
      name: 'Séverine Van de Walle',
      message: 'Agaporniden.',
    });
    expect(updated.json().images.map((i: { name: string }) => i.name)).toEqual(['c.png', 'a.png', 'd.png']);
    expect(await ctx.app.inject({ url: b.location }).then((r) => r.statusCode)).toBe(404);
    expect(await written()).toEqual(['vendorChanged:Jan Maes', 'vendorChanged:Séverine Van de Walle']);

    const none = await send('PUT', url, { memberId: String(ids.severine), message: 'Agaporniden.' });
    expect(none.json().images).toEqual([]);
    expect(await counts()).toEqual({ vendors: 1, images: 0, files: 0 });
    expect(await written()).toHaveLength(3);
  });

  it('refuses an update with a foreign image id (400 imageIds) or an unknown vendor (404)', async () => {
    const jan = (await create({ memberId: String(ids.jan), message: 'Zaad.' }, [image('a.png')])).json();
    const els = (await create({ memberId: String(ids.els), message: 'Kooien.' }, [image('b.png')])).json();
    const foreign = await send('PUT', `/Vendors/${jan.id}`, {
      memberId: String(ids.jan),
      message: 'Ander zaad.',
      imageIds: String(els.images[0].id),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ field: 'imageIds', reason: 'unknownImage' });
    expect((await ctx.api({ method: 'GET', url: `/api/backoffice/Vendors/${jan.id}` })).json()).toMatchObject(
      {
        message: 'Zaad.',
        images: [{ name: 'a.png' }],
      },
    );
    const unknown = await send('PUT', `/Vendors/${els.id + 1000}`, {
      memberId: String(ids.dirk),
      message: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    expect(await written()).toHaveLength(2);
  });

  it('lists by name, searches member name and tribe number ignoring accents and spaces, sorts and pages', async () => {
    for (const member of [ids.jan, ids.severine, ids.dirk, ids.els])
      expect((await create({ memberId: String(member), message: 'Te koop.' })).statusCode).toBe(201);
    const all = (await list()).json();
    expect(all).toMatchObject({ statusCode: 200, isSuccess: true, total: 4, totalPages: 1 });
    expect(all.vendors.map((v: { name: string }) => v.name)).toEqual([
      'Dirk Claeys',
      'Els Desmet',
      'Jan Maes',
      'Séverine Van de Walle',
    ]);
    expect(all.vendors[2]).toEqual({
      id: expect.any(Number),
      name: 'Jan Maes',
      memberId: ids.jan,
      tribeNumber: 'AB12',
    });
    const names = async (body: Record<string, unknown>) =>
      (await list(body)).json().vendors.map((v: { name: string }) => v.name);
    expect(await names({ searchString: 'vandewalle' })).toEqual(['Séverine Van de Walle']);
    expect(await names({ searchString: 'SEVE' })).toEqual(['Séverine Van de Walle']);
    expect(await names({ searchString: 'ab12' })).toEqual(['Jan Maes']);
    expect(await names({ searchString: 'jan maes' })).toEqual(['Jan Maes']);
    expect(await names({ searchString: 'nobody' })).toEqual([]);
    expect(await names({ sortField: 'tribeNumber', sortOrder: 'DESC' })).toEqual([
      'Dirk Claeys',
      'Séverine Van de Walle',
      'Els Desmet',
      'Jan Maes',
    ]);
    const page2 = (await list({ pageSize: 3, page: 2 })).json();
    expect(page2).toMatchObject({ total: 4, totalPages: 2, page: 2 });
    expect(page2.vendors.map((v: { name: string }) => v.name)).toEqual(['Séverine Van de Walle']);
  });

  it('deletes a vendor with its images and their bytes, keeps the member; 404 for unknown ids', async () => {
    const jan = (await create({ memberId: String(ids.jan), message: 'Zaad.' }, [image('a.png')])).json();
    const deleted = await ctx.api({ method: 'DELETE', url: `/api/backoffice/Vendors/${jan.id}` });
    expect(deleted.json()).toEqual({ statusCode: 200, isSuccess: true, error: null });
    expect(await counts()).toEqual({ vendors: 0, images: 0, files: 0 });
    expect((await ctx.api({ method: 'GET', url: `/api/backoffice/Members/${ids.jan}` })).statusCode).toBe(
      200,
    );
    expect((await ctx.api({ method: 'GET', url: `/api/backoffice/Vendors/${jan.id}` })).statusCode).toBe(404);
    expect((await ctx.api({ method: 'DELETE', url: `/api/backoffice/Vendors/${jan.id}` })).statusCode).toBe(
      404,
    );
    expect(await written()).toEqual(['vendorChanged:Jan Maes']);
  });

  it('needs a staff token', async () => {
    expect(
      (await ctx.api({ method: 'POST', url: '/api/backoffice/Vendors/list', token: null })).statusCode,
    ).toBe(401);
    expect((await ctx.api({ method: 'GET', url: '/api/backoffice/Vendors/1', token: null })).statusCode).toBe(
      401,
    );
  });
});
