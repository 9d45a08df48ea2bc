/**
 * Adverts API (issue C): publish periods, list by period with search and paging, detail, multipart
 * create and update with images, delete, bulk visibility, image order, the revue export, errors.
 */
import { eq, getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, adverts, files, images, members, notifications } from '../../server/src/db/schema';
import { DISPLAY_FLAGS } from '../../server/src/schemas/constants';
import { listPublishPeriods } from '../../server/src/services/adverts/periods';
import { advertFormFields } from './advertForm';
import { backends, createTestContext, type TestContext } from './context';
import { formData, PNG, type UploadFile } from './formData';
import { storedFileCount } from './rows';

/** A 1×1 JPEG, made here (no files from elsewhere); the PNG comes with the form helper. */
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

/** An upload in the form's `files` field. */
const image = (fileName: string, bytes: Buffer): UploadFile => ({ field: 'files', fileName, bytes });

const fileIdOf = (location: string) => location.replace('/media/', '');

describe.each(backends)('adverts on %s', (backend) => {
  let ctx: TestContext;
  const people = { jan: 0, severine: 0, els: 0 };
  const fixture: Record<'a1' | 'a2' | 'a3' | 'a4' | 'a5' | 'a6', number> = {
    a1: 0,
    a2: 0,
    a3: 0,
    a4: 0,
    a5: 0,
    a6: 0,
  };

  const list = (body: Record<string, unknown>) =>
    ctx.api({
      method: 'POST',
      url: '/api/backoffice/Adverts/list',
      payload: { pageSize: 25, page: 1, ...body },
    });
  type Fields = Record<string, string | string[]>;
  const create = (fields: Fields, uploads: UploadFile[] = []) =>
    ctx.api({ method: 'POST', url: '/api/backoffice/Adverts', ...formData(fields, uploads) });
  const update = (id: number, fields: Fields, uploads: UploadFile[] = []) =>
    ctx.api({ method: 'PUT', url: `/api/backoffice/Adverts/${id}`, ...formData(fields, uploads) });
  const detail = async (id: number) =>
    (await ctx.api({ method: 'GET', url: `/api/backoffice/Adverts/${id}` })).json();
  const exportLines = async (date: string) =>
    (await ctx.api({ method: 'GET', url: `/api/backoffice/Adverts/export?date=${date}` })).json().advertLines;
  const counts = async () => ({
    adverts: await ctx.database.db.$count(adverts),
    images: await ctx.database.db.$count(images),
    files: await ctx.database.db.$count(files),
  });

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    const { db } = ctx.database;
    const [address] = await db
      .insert(addresses)
      .values({ street: 'Kerkstraat', number: '12', box: '3', zipcode: '8000', city: 'Brugge' })
      .returning({ id: addresses.id });
    [people.jan, people.severine, people.els] = (
      await db
        .insert(members)
        .values([
          {
            firstName: 'Jan',
            lastName: 'Maes',
            tribeNumber: 'AB12',
            addressId: address.id,
            email: 'jan@telenet.be',
            phoneNumber: '050 12 34 56',
            mobilePhoneNumber: '0476 11 22 33',
          },
          {
            firstName: 'Séverine',
            lastName: 'Van de Walle',
            tribeNumber: 'CD34',
            email: 'severine@skynet.be',
          },
          { firstName: 'Els', lastName: 'Desmet', tribeNumber: 'EF56', phoneNumber: '056 22 33 44' },
        ])
        .returning({ id: members.id })
    ).map((row) => row.id);
    const row = (
      memberId: number,
      message: string,
      visibleFrom: string,
      visibleTo: string,
      extra: Partial<typeof adverts.$inferInsert> = {},
    ) => ({
      memberId,
      message,
      visibleFrom,
      visibleTo,
      advertType: 'offer' as const,
      isVisible: true,
      ...extra,
    });
    [fixture.a1, fixture.a2, fixture.a3, fixture.a4, fixture.a5, fixture.a6] = (
      await db
        .insert(adverts)
        .values([
          row(people.jan, 'Te koop:  jonge grasparkieten,\r\n  lutino', '2031-01-01', '2031-02-28', {
            amountPaidType: 'oncePaidFive',
            exposeRevueAddress: true,
            exposeRevuePhone: true,
            exposeWebEmail: true,
          }),
          row(people.severine, 'Gevraagd: kweekkoppel agaporniden', '2031-02-01', '2031-03-31', {
            advertType: 'request',
            exposeRevueEmail: true,
          }),
          row(people.els, 'Vliegkooi te koop', '2031-01-15', '2031-01-31', {
            isVisible: false,
            exposeRevuePhone: true,
          }),
          row(people.els, 'Kweekbatterij te koop', '2031-01-01', '2031-02-28', { isActive: false }),
          row(people.jan, 'Broedblokken te koop', '2031-05-01', '2031-06-30', { exposeRevueEmail: true }),
          row(people.severine, 'Éénjarige kromsnavels te koop', '2031-01-01', '2031-01-31', {
            amountPaidType: 'twicePaidFive',
            exposeRevueAddress: true,
            exposeRevuePhone: true,
          }),
        ])
        .returning({ id: adverts.id })
    ).map((r) => r.id);
  });
  afterAll(() => ctx.close());

  describe('publish periods', () => {
    it('lists the issues around today, contiguous, on the first of odd months, one covering today', async () => {
      const response = await ctx.api({ method: 'GET', url: '/api/backoffice/Adverts/publishperiods' });
      expect(response.statusCode).toBe(200);
      const periods: { date: string; rangeStart: string; rangeEnd: string }[] = response.json();
      expect(periods.length).toBeGreaterThanOrEqual(12);
      for (const [index, period] of periods.entries()) {
        expect(period.date).toMatch(/^\d{4}-(01|03|05|07|09|11)-01$/);
        expect(period.rangeStart).toBe(period.date);
        const next = periods[index + 1];
        if (next) {
          const dayBefore = new Date(Date.parse(next.date) - 86_400_000).toISOString().slice(0, 10);
          expect(period.rangeEnd).toBe(dayBefore);
        }
      }
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());
      expect(periods.some((p) => p.rangeStart <= today && today <= p.rangeEnd)).toBe(true);
      expect(periods.some((p) => p.date > today)).toBe(true);
    });

    it('spans twelve months either side of a given day, year ends and leap years included', () => {
      const periods = listPublishPeriods('2027-03-15');
      expect(periods[0]).toEqual({ date: '2026-05-01', rangeStart: '2026-05-01', rangeEnd: '2026-06-30' });
      expect(periods.at(-1)).toEqual({
        date: '2028-03-01',
        rangeStart: '2028-03-01',
        rangeEnd: '2028-04-30',
      });
      expect(periods.find((p) => p.date === '2026-11-01')?.rangeEnd).toBe('2026-12-31');
      expect(periods.find((p) => p.date === '2028-01-01')?.rangeEnd).toBe('2028-02-29');
      expect(periods).toHaveLength(12);
    });
  });

  describe('list', () => {
    const ids = (body: { adverts: { id: number }[] }) => body.adverts.map((a) => a.id);

    it('lists the adverts whose window overlaps the period, newest window first', async () => {
      const body = (await list({ period: '2031-01-01' })).json();
      expect(body).toMatchObject({ statusCode: 200, isSuccess: true, total: 5, totalPages: 1, page: 1 });
      const { a1, a2, a3, a4, a6 } = fixture;
      expect(ids(body)).toEqual([a2, a3, a6, a4, a1]);
      expect(body.adverts.find((a: { id: number }) => a.id === a1)).toEqual({
        id: a1,
        name: 'Jan Maes',
        tribeNumber: 'AB12',
        advertType: 'offer',
        visibleFrom: '2031-01-01',
        visibleTo: '2031-02-28',
        isActive: true,
        isVisible: true,
        isPaid: true,
        thumbnailLocation: null,
      });
      expect(body.adverts.find((a: { id: number }) => a.id === a2)).toMatchObject({ isPaid: false });
      expect(ids((await list({ period: '2031-03-01' })).json())).toEqual([a2]);
      expect(ids((await list({ period: '2031-05-01' })).json())).toEqual([fixture.a5]);
    });

    it.each([
      ['severine', ['a2', 'a6']],
      ['VAN DE', ['a2', 'a6']],
      ['eenjarige', ['a6']],
      ['ab12 lutino', ['a1']],
      ['koop desmet', ['a3', 'a4']],
      ['nobody', []],
      // Five words: a search longer than the kept ones, built for its request alone.
      ['van de walle cd34 kweekkoppel', ['a2']],
      ['van de walle cd34 vliegkooi', []],
    ] as const)('searches %s over name, tribe number and message', async (searchString, expected) => {
      const body = (await list({ period: '2031-01-01', searchString, sortField: 'visibleTo' })).json();
      expect(ids(body).sort()).toEqual(expected.map((key) => fixture[key]).sort());
      expect(body.total).toBe(expected.length);
    });

    it('searches every period when none is given, in the order asked', async () => {
      const body = (await list({ searchString: 'te koop', sortField: 'name', sortOrder: 'ASC' })).json();
      const { a1, a3, a4, a5, a6 } = fixture;
      // Desmet, Maes, Van de Walle; within one name by id, ascending.
      expect(ids(body)).toEqual([a3, a4, a1, a5, a6]);
      expect(body.total).toBe(5);
      expect(ids((await list({ searchString: 'broedblokken' })).json())).toEqual([a5]);
    });

    it('pages and sorts by name', async () => {
      const page2 = (
        await list({ period: '2031-01-01', pageSize: 2, page: 2, sortField: 'name', sortOrder: 'ASC' })
      ).json();
      expect(page2).toMatchObject({ total: 5, totalPages: 3, page: 2, pageSize: 2 });
      expect(ids(page2)).toEqual([fixture.a1, fixture.a2]);
      expect(page2.adverts.map((a: { name: string }) => a.name)).toEqual([
        'Jan Maes',
        'Séverine Van de Walle',
      ]);
      const past = (await list({ period: '2031-01-01', pageSize: 2, page: 9 })).json();
      expect(past).toMatchObject({ total: 5, adverts: [] });
    });

    it('answers 400 naming period for a date that is not an issue date, and for a bad body', async () => {
      const response = await list({ period: '2031-02-01' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ isSuccess: false, field: 'period', reason: 'notAnIssueDate' });
      expect((await list({ period: 'gisteren' })).json()).toMatchObject({ statusCode: 400, field: 'period' });
      expect((await list({ pageSize: 0 })).json()).toMatchObject({ statusCode: 400, field: 'pageSize' });
    });
  });

  describe('detail', () => {
    it('answers the advert with member, display flags and images', async () => {
      expect(await detail(fixture.a1)).toEqual({
        id: fixture.a1,
        memberId: people.jan,
        tribeNumber: 'AB12',
        name: 'Jan Maes',
        message: 'Te koop:  jonge grasparkieten,\r\n  lutino',
        advertType: 'offer',
        amountPaidType: 'oncePaidFive',
        visibleFrom: '2031-01-01',
        visibleTo: '2031-02-28',
        isActive: true,
        isVisible: true,
        images: [],
        display: {
          exposeRevueEmail: false,
          exposeRevueAddress: true,
          exposeRevuePhone: true,
          exposeWebEmail: true,
          exposeWebAddress: false,
          exposeWebPhone: false,
        },
      });
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      const response = await ctx.api({ method: 'GET', url: '/api/backoffice/Adverts/999999' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, isSuccess: false });
      expect((await ctx.api({ method: 'GET', url: '/api/backoffice/Adverts/abc' })).statusCode).toBe(400);
    });
  });

  describe('create', () => {
    it('creates a hidden advert with two images, the flags as booleans, and an advertCreated notification', async () => {
      const before = await counts();
      const response = await create(advertFormFields(people.jan), [
        image('koppel.png', PNG),
        image("C:\\foto's\\kooi.jpg", JPEG),
      ]);
      expect(response.statusCode).toBe(201);
      const advert = response.json();
      expect(advert).toMatchObject({
        memberId: people.jan,
        name: 'Jan Maes',
        tribeNumber: 'AB12',
        message: 'Te koop: 4 jonge grasparkieten, opaline blauw.',
        advertType: 'offer',
        amountPaidType: 'oncePaidFive',
        visibleFrom: '2032-01-01',
        visibleTo: '2032-02-29',
        isActive: true,
        isVisible: false,
        display: {
          exposeRevueEmail: true,
          exposeRevueAddress: false,
          exposeRevuePhone: true,
          exposeWebEmail: false,
          exposeWebAddress: true,
          exposeWebPhone: false,
        },
      });
      expect(advert.images.map((i: { name: string }) => i.name)).toEqual(['koppel.png', 'kooi.jpg']);
      expect(await counts()).toEqual({
        adverts: before.adverts + 1,
        images: before.images + 2,
        files: before.files + 2,
      });
      const media = await ctx.app.inject({ url: advert.images[1].location });
      expect(media.statusCode).toBe(200);
      expect(media.headers['content-type']).toBe('image/jpeg');
      expect(media.rawPayload.equals(JPEG)).toBe(true);
      expect(await detail(advert.id)).toEqual(advert);
      const written = await ctx.database.db.select().from(notifications);
      expect(written.map((n) => `${n.type}:${n.name}:${n.recordId}`)).toContain(
        `advertCreated:Jan Maes:${advert.id}`,
      );
    });

    it('stores the multipart strings "true"/"false" of isActive and the six flags as booleans', async () => {
      // The flags are the table's expose* columns, all six of them: none left out of the form or the answer.
      const exposeColumns = Object.keys(getTableColumns(adverts)).filter((key) => key.startsWith('expose'));
      expect([...DISPLAY_FLAGS].sort()).toEqual(exposeColumns.sort());
      expect(exposeColumns).toHaveLength(6);
      const flipped = Object.fromEntries(
        DISPLAY_FLAGS.map((flag, index) => [flag, index % 2 ? 'true' : 'false']),
      );
      const response = await create(
        advertFormFields(people.els, { ...flipped, isActive: 'false', adType: 'request' }),
      );
      expect(response.statusCode).toBe(201);
      const [stored] = await ctx.database.db.select().from(adverts).where(eq(adverts.id, response.json().id));
      expect(stored.isActive).toBe(false);
      expect(stored.advertType).toBe('request');
      for (const [index, flag] of DISPLAY_FLAGS.entries()) expect(stored[flag]).toBe(index % 2 === 1);
      expect(response.json().display).toEqual(
        Object.fromEntries(DISPLAY_FLAGS.map((f, i) => [f, i % 2 === 1])),
      );
    });

    it.each([
      'memberId',
      'message',
      'adType',
      'amountPaid',
      'visibleFrom',
      'visibleTo',
      'isActive',
      ...DISPLAY_FLAGS,
    ])('answers 400 naming %s when it is missing, writing nothing', async (field) => {
      const before = await counts();
      const response = await create(advertFormFields(people.jan, { [field]: undefined }), [
        image('koppel.png', PNG),
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ isSuccess: false, field, reason: 'required' });
      expect(await counts()).toEqual(before);
    });

    it.each([
      ['adType', 'sale', 'enum'],
      ['amountPaid', 'oncePaidTen', 'enum'],
      ['isActive', 'yes', 'type'],
      ['exposeWebPhone', 'ja', 'type'],
      ['visibleFrom', '2032-02-30', 'format'],
      ['memberId', 'jan', 'type'],
      ['message', '   \r\n  ', 'minLength'],
      ['message', 'x'.repeat(1001), 'maxLength'],
    ])('answers 400 naming %s for %j', async (field, value, reason) => {
      const response = await create(advertFormFields(people.jan, { [field]: value }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field, reason });
    });

    it('answers 400 when visibleTo lies before visibleFrom', async () => {
      const response = await create(
        advertFormFields(people.jan, { visibleFrom: '2032-03-01', visibleTo: '2032-02-29' }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'visibleTo', reason: 'beforeStart' });
    });

    it('answers 400 for an unknown member, leaving no advert and no stored image', async () => {
      const before = await counts();
      const response = await create(advertFormFields(999999), [image('koppel.png', PNG)]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'memberId', reason: 'unknownMember' });
      expect(await counts()).toEqual(before);
    });

    it('refuses an image named .jpg whose content is not an image, naming it; nothing is written', async () => {
      const before = await counts();
      const response = await create(advertFormFields(people.jan), [
        image('koppel.png', PNG),
        image('vogel.jpg', Buffer.from('Dit is geen foto maar tekst.\n')),
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'files', reason: 'unsupportedType' });
      expect(response.json().error).toContain('vogel.jpg');
      expect(await counts()).toEqual(before);
    });

    it('refuses an image over 10 MB, naming it; nothing is written', async () => {
      const before = await counts();
      const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024, 0)]);
      const response = await create(advertFormFields(people.jan), [image('groot.png', big)]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'files', reason: 'tooLarge' });
      expect(response.json().error).toContain('groot.png');
      expect(await counts()).toEqual(before);
    });

    it('answers 400 for a request that is not multipart', async () => {
      const response = await ctx.api({
        method: 'POST',
        url: '/api/backoffice/Adverts',
        payload: { memberId: 1 },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ isSuccess: false, reason: 'notMultipart' });
    });
  });

  describe('update', () => {
    const threeImages = async () => {
      const created = (
        await create(advertFormFields(people.severine), [
          image('a.png', PNG),
          image('b.jpg', JPEG),
          image('c.png', PNG),
        ])
      ).json();
      return {
        id: created.id as number,
        images: created.images as { id: number; name: string; location: string }[],
      };
    };

    it('writes the fields, keeps and reorders the named images, removes the others with their files, appends new ones', async () => {
      const {
        id,
        images: [a, b, c],
      } = await threeImages();
      await ctx.api({ method: 'PUT', url: '/api/backoffice/Adverts/visibility?visible=true', payload: [id] });
      const response = await update(
        id,
        advertFormFields(people.els, {
          message: '  Gevraagd: man valkparkiet.  ',
          adType: 'request',
          amountPaid: 'free',
          exposeRevueEmail: 'false',
          imageIds: [String(c.id), String(a.id)],
        }),
        [image('d.jpg', JPEG)],
      );
      expect(response.statusCode).toBe(200);
      const advert = response.json();
      expect(advert).toMatchObject({
        id,
        memberId: people.els,
        name: 'Els Desmet',
        message: 'Gevraagd: man valkparkiet.',
        advertType: 'request',
        amountPaidType: 'free',
        isVisible: true,
        display: { exposeRevueEmail: false },
      });
      expect(advert.images.map((i: { name: string }) => i.name)).toEqual(['c.png', 'a.png', 'd.jpg']);
      expect(advert.images.slice(0, 2).map((i: { id: number }) => i.id)).toEqual([c.id, a.id]);
      expect(await storedFileCount(ctx.database.db, [fileIdOf(b.location)])).toBe(0);
      expect(await storedFileCount(ctx.database.db, [fileIdOf(a.location), fileIdOf(c.location)])).toBe(2);
      expect((await ctx.app.inject({ url: b.location })).statusCode).toBe(404);
    });

    it('removes every image when no imageIds are sent', async () => {
      const { id, images: kept } = await threeImages();
      const response = await update(id, advertFormFields(people.severine));
      expect(response.statusCode).toBe(200);
      expect(response.json().images).toEqual([]);
      expect(
        await storedFileCount(
          ctx.database.db,
          kept.map((i) => fileIdOf(i.location)),
        ),
      ).toBe(0);
    });

    it('answers 400 naming imageIds for an image of another advert and changes nothing', async () => {
      const first = await threeImages();
      const second = await threeImages();
      const before = await counts();
      const response = await update(
        first.id,
        advertFormFields(people.severine, {
          message: 'Nooit bewaard',
          imageIds: String(second.images[0].id),
        }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'imageIds', reason: 'unknownImage' });
      expect(await counts()).toEqual(before);
      const unchanged = await detail(first.id);
      expect(unchanged.message).not.toBe('Nooit bewaard');
      expect(unchanged.images).toEqual(first.images);
    });

    it('validates like create and answers 404 for an unknown advert', async () => {
      const bad = await update(fixture.a1, advertFormFields(people.jan, { visibleTo: undefined }));
      expect(bad.json()).toMatchObject({ statusCode: 400, field: 'visibleTo', reason: 'required' });
      const unknown = await update(999999, advertFormFields(people.jan));
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('delete', () => {
    it('deletes the advert with its images and their files', async () => {
      const created = (
        await create(advertFormFields(people.jan), [image('a.png', PNG), image('b.jpg', JPEG)])
      ).json();
      const before = await counts();
      const response = await ctx.api({ method: 'DELETE', url: `/api/backoffice/Adverts/${created.id}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ statusCode: 200, isSuccess: true, error: null });
      expect(await counts()).toEqual({
        adverts: before.adverts - 1,
        images: before.images - 2,
        files: before.files - 2,
      });
      expect(
        await storedFileCount(
          ctx.database.db,
          created.images.map((i: { location: string }) => fileIdOf(i.location)),
        ),
      ).toBe(0);
      expect(
        (await ctx.api({ method: 'GET', url: `/api/backoffice/Adverts/${created.id}` })).statusCode,
      ).toBe(404);
      // Its notification stays, no longer pointing at the deleted advert.
      const listed = (
        await ctx.api({ method: 'GET', url: '/api/backoffice/Notifications?take=1000&skip=0' })
      ).json();
      expect(listed.filter((n: { recordId: number | null }) => n.recordId === created.id)).toEqual([]);
      expect(listed).toContainEqual(
        expect.objectContaining({
          type: 'advertCreated',
          name: 'Jan Maes',
          resource: 'adverts',
          recordId: null,
        }),
      );
    });

    it('answers 404 for an unknown id', async () => {
      expect((await ctx.api({ method: 'DELETE', url: '/api/backoffice/Adverts/999999' })).statusCode).toBe(
        404,
      );
    });
  });

  describe('bulk visibility', () => {
    const visibility = (visible: unknown, payload: unknown) =>
      ctx.api({
        method: 'PUT',
        url: `/api/backoffice/Adverts/visibility?visible=${visible}`,
        payload: payload as object,
      });
    const visibleOf = async (id: number) => (await detail(id)).isVisible;

    it('makes several adverts visible and hides them again', async () => {
      const { a3, a4 } = fixture;
      const shown = await visibility(true, [a3, a4]);
      expect(shown.json()).toEqual({ statusCode: 200, isSuccess: true, error: null });
      expect([await visibleOf(a3), await visibleOf(a4)]).toEqual([true, true]);
      expect((await visibility(false, [a3, a4])).statusCode).toBe(200);
      expect([await visibleOf(a3), await visibleOf(a4)]).toEqual([false, false]);
    });

    it('changes nothing when one id is unknown: 404 naming it', async () => {
      const response = await visibility(true, [fixture.a3, 999999]);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toContain('999999');
      expect(await visibleOf(fixture.a3)).toBe(false);
    });

    it('answers 400 for an empty array, a body that is not an array, or no visible flag', async () => {
      expect((await visibility(true, [])).statusCode).toBe(400);
      expect((await visibility(true, { ids: [fixture.a3] })).statusCode).toBe(400);
      const noFlag = await ctx.api({
        method: 'PUT',
        url: '/api/backoffice/Adverts/visibility',
        payload: [fixture.a3],
      });
      expect(noFlag.json()).toMatchObject({ statusCode: 400, field: 'visible' });
    });
  });

  describe('image order', () => {
    const order = (id: number, payload: number[]) =>
      ctx.api({ method: 'PUT', url: `/api/backoffice/Adverts/${id}/images`, payload });

    it('puts the images in the given order and answers them', async () => {
      const created = (
        await create(advertFormFields(people.jan), [image('x.png', PNG), image('y.jpg', JPEG)])
      ).json();
      const [x, y] = created.images;
      const response = await order(created.id, [y.id, x.id]);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([y, x]);
      expect((await detail(created.id)).images).toEqual([y, x]);
      expect((await order(created.id, [y.id])).json()).toMatchObject({
        field: 'imageIds',
        reason: 'incompleteOrder',
      });
      expect((await order(created.id, [y.id, 999999])).json()).toMatchObject({
        field: 'imageIds',
        reason: 'unknownImage',
      });
      expect((await detail(created.id)).images).toEqual([y, x]);
    });

    it('answers 404 for an unknown advert', async () => {
      expect((await order(999999, [])).statusCode).toBe(404);
    });
  });

  describe('export for the revue', () => {
    it('prints offers then requests under Dutch headings, by tribe number, with only the allowed contact details', async () => {
      expect(await exportLines('2031-01-01')).toEqual([
        'Aangeboden',
        'Te koop: jonge grasparkieten, lutino — Stam AB12, Jan Maes, Kerkstraat 12 bus 3, 8000 Brugge, tel. 050 12 34 56, gsm 0476 11 22 33',
        'Éénjarige kromsnavels te koop — Stam CD34, Séverine Van de Walle',
        'Gevraagd',
        'Gevraagd: kweekkoppel agaporniden — Stam CD34, Séverine Van de Walle, severine@skynet.be',
      ]);
    });

    it('leaves out hidden and inactive adverts and hidden contact details', async () => {
      const lines: string[] = await exportLines('2031-01-01');
      const text = lines.join('\n');
      expect(text).not.toContain('Vliegkooi');
      expect(text).not.toContain('Kweekbatterij');
      expect(text).not.toContain('jan@telenet.be');
      expect(text).not.toContain('056 22 33 44');
    });

    it('has no heading for a group without adverts', async () => {
      expect(await exportLines('2031-05-01')).toEqual([
        'Aangeboden',
        'Broedblokken te koop — Stam AB12, Jan Maes, jan@telenet.be',
      ]);
      expect(await exportLines('2031-03-01')).toEqual([
        'Gevraagd',
        'Gevraagd: kweekkoppel agaporniden — Stam CD34, Séverine Van de Walle, severine@skynet.be',
      ]);
      expect(await exportLines('2030-01-01')).toEqual([]);
    });

    it('answers 400 naming date for a day that is not an issue date', async () => {
      for (const date of ['2031-02-01', '2031-01-15', 'januari']) {
        const response = await ctx.api({ method: 'GET', url: `/api/backoffice/Adverts/export?date=${date}` });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ isSuccess: false, field: 'date' });
      }
    });
  });

  it.each([
    ['GET', '/Adverts/publishperiods'],
    ['POST', '/Adverts/list'],
    ['GET', '/Adverts/1'],
    ['POST', '/Adverts'],
    ['PUT', '/Adverts/1'],
    ['DELETE', '/Adverts/1'],
    ['PUT', '/Adverts/visibility?visible=true'],
    ['PUT', '/Adverts/1/images'],
    ['GET', '/Adverts/export?date=2031-01-01'],
  ] as const)('answers 401 without a token: %s %s', async (method, url) => {
    const response = await ctx.api({ method, url: `/api/backoffice${url}`, token: null });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, isSuccess: false });
  });
});
