/**
 * Activities API (issue D): list (upcoming first) with search and paging, detail with and without a
 * stored location, multipart create and update with images, delete, sanitised rich text, errors.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, files, images, locations } from '../../server/src/db/schema';
import { buildActivities } from '../../server/src/db/seed/activities';
import { LOCATIONS } from '../../server/src/db/seed/locations';
import { Random } from '../../server/src/db/seed/random';
import { sanitizeRichText } from '../../server/src/services/richText';
import { backends, createTestContext, type TestContext } from './context';
import { formData, PNG, type UploadFile } from './formData';
import { expectSanitised, XSS_ATTEMPT } from './richTextAttack';
import { storedFileCount } from './rows';

type Fields = Record<string, string | string[]>;

const DAY = 86_400_000;
/** A date `days` (and `hours`) from now, as a Date. */
const fromNow = (days: number, hours = 0) => new Date(Date.now() + days * DAY + hours * 3_600_000);
const png = (fileName: string): UploadFile => ({ field: 'files', fileName, bytes: PNG });
const fileIdOf = (location: string) => location.replace('/media/', '');
const MEDIA = expect.stringMatching(/^\/media\/[0-9a-f-]{36}$/);

describe.each(backends)('activities on %s', (backend) => {
  let ctx: TestContext;
  let kring: number;

  /** A valid form at the stored location De Kring; `overrides` replace fields, undefined drops one. */
  const fields = (overrides: Record<string, string | string[] | undefined> = {}): Fields => {
    const all: Record<string, string | string[] | undefined> = {
      title: 'Jaarlijkse tentoonstelling',
      locationId: String(kring),
      info: '<p>Keuring en <strong>prijsuitreiking</strong></p>',
      startDate: '2031-03-13T09:00:00.000Z',
      endDate: '2031-03-14T17:00:00.000Z',
      isVisible: 'true',
      ...overrides,
    };
    return Object.fromEntries(
      Object.entries(all).filter((entry): entry is [string, string | string[]] => entry[1] !== undefined),
    );
  };
  const create = (form: Fields, uploads: UploadFile[] = []) =>
    ctx.api({ method: 'POST', url: '/api/backoffice/Activities', ...formData(form, uploads) });
  const update = (id: number, form: Fields, uploads: UploadFile[] = []) =>
    ctx.api({ method: 'PUT', url: `/api/backoffice/Activities/${id}`, ...formData(form, uploads) });
  const detail = (id: number) => ctx.api({ method: 'GET', url: `/api/backoffice/Activities/${id}` });
  const list = (body: Record<string, unknown>) =>
    ctx.api({
      method: 'POST',
      url: '/api/backoffice/Activities/list',
      payload: { pageSize: 25, page: 1, ...body },
    });
  const titles = (body: { activities: { title: string }[] }) => body.activities.map((a) => a.title);
  const counts = async () => ({
    activities: await ctx.database.db.$count(activities),
    images: await ctx.database.db.$count(images),
    files: await ctx.database.db.$count(files),
  });

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    const { db } = ctx.database;
    [{ id: kring }] = await db
      .insert(locations)
      .values({
        name: 'Zaal De Kring',
        info: 'Kerkstraat 1, 8800 Roeselare',
        latitude: 50.95,
        longitude: 3.12,
      })
      .returning({ id: locations.id });
    const row = (title: string, startDays: number, endDays: number) => ({
      title,
      startDate: fromNow(startDays),
      endDate: fromNow(endDays, 3),
      locationId: kring,
    });
    await db
      .insert(activities)
      .values([
        row('Volièrebouw: lang geleden', -40, -40),
        row('Volièrebouw: vorige week', -7, -7),
        row('Volièrebouw: volgende maand', 30, 30),
        row('Ledenvergadering', 1, 1),
        row('Volièrebouw: overmorgen', 2, 2),
        row('Volièrebouw: loopt nu', -1, 1),
      ]);
  });
  afterAll(() => ctx.close());

  describe('list', () => {
    it('puts activities that have not ended first by start, then the past ones newest first', async () => {
      const response = await list({});
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ statusCode: 200, isSuccess: true, error: null, total: 6 });
      expect(titles(response.json())).toEqual([
        'Volièrebouw: loopt nu',
        'Ledenvergadering',
        'Volièrebouw: overmorgen',
        'Volièrebouw: volgende maand',
        'Volièrebouw: vorige week',
        'Volièrebouw: lang geleden',
      ]);
      expect(response.json().activities[0]).toEqual({
        id: expect.any(Number),
        title: 'Volièrebouw: loopt nu',
        startDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        endDate: expect.stringMatching(/Z$/),
        isVisible: true,
      });
    });

    it.each([
      [
        'voliere',
        [
          'Volièrebouw: loopt nu',
          'Volièrebouw: overmorgen',
          'Volièrebouw: volgende maand',
          'Volièrebouw: vorige week',
          'Volièrebouw: lang geleden',
        ],
      ],
      ['VOLIÈREBOUW vorige', ['Volièrebouw: vorige week']],
      ['  ledenvergadering  ', ['Ledenvergadering']],
      ['maand bouw', ['Volièrebouw: volgende maand']],
      ['100%', []],
    ])('searches the title for %s, ignoring case and accents', async (searchString, expected) => {
      const body = (await list({ searchString })).json();
      expect(titles(body)).toEqual(expected);
      expect(body.total).toBe(expected.length);
    });

    it('pages the matches', async () => {
      const body = (await list({ searchString: 'voliere', pageSize: 2, page: 2 })).json();
      expect(body).toMatchObject({ pageSize: 2, page: 2, total: 5, totalPages: 3 });
      expect(titles(body)).toEqual(['Volièrebouw: volgende maand', 'Volièrebouw: vorige week']);
      const past = (await list({ searchString: 'voliere', pageSize: 2, page: 4 })).json();
      expect(past).toMatchObject({ total: 5, activities: [] });
    });

    it('refuses a bad paging request', async () => {
      const response = await list({ pageSize: 0 });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ isSuccess: false, field: 'pageSize' });
    });
  });

  describe('create and detail', () => {
    it('creates an activity at a stored location with an image; the detail carries both', async () => {
      const response = await create(fields({ addressLine1: 'genegeerd', latitude: '10', longitude: '10' }), [
        png('affiche.png'),
      ]);
      expect(response.statusCode).toBe(201);
      const created = response.json();
      expect(created).toEqual({
        id: expect.any(Number),
        title: 'Jaarlijkse tentoonstelling',
        info: '<p>Keuring en <strong>prijsuitreiking</strong></p>',
        location: {
          id: kring,
          name: 'Zaal De Kring',
          info: 'Kerkstraat 1, 8800 Roeselare',
          latitude: 50.95,
          longitude: 3.12,
        },
        locationId: kring,
        addressLine1: '',
        addressLine2: '',
        latitude: 50.95,
        longitude: 3.12,
        hasImage: true,
        startDate: '2031-03-13T09:00:00.000Z',
        endDate: '2031-03-14T17:00:00.000Z',
        isVisible: true,
        images: [
          {
            id: expect.any(Number),
            name: 'affiche.png',
            location: MEDIA,
            thumbnailLocation: expect.stringMatching(/^\/media\/[0-9a-f-]{36}\/thumbnail$/),
            displayLocation: expect.stringMatching(/^\/media\/[0-9a-f-]{36}\/display$/),
          },
        ],
      });
      expect((await detail(created.id)).json()).toEqual(created);
      const media = await ctx.app.inject({ url: created.images[0].location });
      expect(media.statusCode).toBe(200);
      expect(media.headers['content-type']).toBe('image/png');
      expect(media.rawPayload.equals(PNG)).toBe(true);
    });

    it('stores locationId 0 as no location: the free address and coordinates describe the place', async () => {
      const response = await create(
        fields({
          title: 'Uitstap naar het Zwin',
          locationId: '0',
          isVisible: 'false',
          addressLine1: ' Graaf Léon Lippensdreef 8 ',
          addressLine2: '8300 Knokke-Heist',
          latitude: '51.3615',
          longitude: '3.36',
          startDate: '2031-05-02T08:00:00+02:00',
          endDate: '2031-05-02T18:00:00+02:00',
        }),
      );
      expect(response.statusCode).toBe(201);
      const created = response.json();
      expect(created).toMatchObject({
        location: null,
        locationId: 0,
        addressLine1: 'Graaf Léon Lippensdreef 8',
        addressLine2: '8300 Knokke-Heist',
        latitude: 51.3615,
        longitude: 3.36,
        isVisible: false,
        hasImage: false,
        images: [],
        startDate: '2031-05-02T06:00:00.000Z',
        endDate: '2031-05-02T16:00:00.000Z',
      });
      const [row] = await ctx.database.db.select().from(activities).where(eq(activities.id, created.id));
      expect(row.locationId).toBeNull();
      expect((await detail(created.id)).json()).toEqual(created);
    });

    it('takes empty or absent coordinates as none', async () => {
      const response = await create(fields({ locationId: '0', latitude: '', longitude: undefined }));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        locationId: 0,
        latitude: null,
        longitude: null,
        addressLine1: '',
      });
    });

    it('answers 404 for an unknown activity and 400 for an id that is not a number', async () => {
      const unknown = await detail(999_999);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ statusCode: 404, isSuccess: false });
      expect((await detail(Number.NaN)).statusCode).toBe(400);
    });
  });

  describe('refused forms write nothing', () => {
    it.each(['title', 'locationId', 'info', 'startDate', 'endDate', 'isVisible'])(
      'names the missing field %s',
      async (field) => {
        const before = await counts();
        const response = await create(fields({ [field]: undefined }), [png('affiche.png')]);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          statusCode: 400,
          isSuccess: false,
          field,
          reason: 'required',
        });
        expect(await counts()).toEqual(before);
      },
    );

    it.each([
      ['title', '   '],
      ['title', 'x'.repeat(201)],
      ['locationId', '-1'],
      ['locationId', 'De Kring'],
      ['startDate', '13/03/2031'],
      ['endDate', '2031-03-14'],
      ['isVisible', 'misschien'],
      ['latitude', '91'],
      ['longitude', 'oost'],
    ])('names the bad field %s (%s)', async (field, value) => {
      const response = await create(fields({ locationId: '0', [field]: value }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ isSuccess: false, field });
    });

    it('refuses an end before the start', async () => {
      const before = await counts();
      const response = await create(fields({ endDate: '2031-03-13T08:59:59.000Z' }), [png('affiche.png')]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'endDate', reason: 'beforeStart' });
      expect(await counts()).toEqual(before);
    });

    it('refuses an unknown location', async () => {
      const before = await counts();
      const response = await create(fields({ locationId: '999999' }), [png('affiche.png')]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'locationId', reason: 'unknownLocation' });
      expect(await counts()).toEqual(before);
    });

    it('refuses an image that is not one by content, even after a good one', async () => {
      const before = await counts();
      const fake = { field: 'files', fileName: 'foto.png', bytes: Buffer.from('<svg onload="alert(1)"/>') };
      const response = await create(fields(), [png('affiche.png'), fake]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'files', reason: 'unsupportedType' });
      expect(response.json().error).toContain('foto.png');
      expect(await counts()).toEqual(before);
    });

    it('refuses a body that is not multipart', async () => {
      const response = await ctx.api({
        method: 'POST',
        url: '/api/backoffice/Activities',
        payload: { title: 'x' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ isSuccess: false, reason: 'notMultipart' });
    });
  });

  describe('update', () => {
    it('keeps the named images in order, removes the others with their bytes, appends new ones', async () => {
      const created = (await create(fields(), [png('a.png'), png('b.png')])).json();
      const [a, b] = created.images;
      const response = await update(
        created.id,
        fields({
          title: 'Tentoonstelling (verplaatst)',
          locationId: '0',
          addressLine1: 'Markt 1',
          latitude: '50.9',
          longitude: '3.1',
          imageIds: [String(b.id)],
        }),
        [png('c.png')],
      );
      expect(response.statusCode).toBe(200);
      const updated = response.json();
      expect(updated).toMatchObject({
        title: 'Tentoonstelling (verplaatst)',
        location: null,
        locationId: 0,
        addressLine1: 'Markt 1',
        latitude: 50.9,
        hasImage: true,
      });
      expect(updated.images.map((image: { name: string }) => image.name)).toEqual(['b.png', 'c.png']);
      expect(updated.images[0]).toEqual(b);
      expect(await storedFileCount(ctx.database.db, [fileIdOf(a.location)])).toBe(0);
      expect((await detail(created.id)).json()).toEqual(updated);

      const cleared = (await update(created.id, fields())).json();
      expect(cleared).toMatchObject({ hasImage: false, images: [], locationId: kring, addressLine1: '' });
      expect(
        await storedFileCount(
          ctx.database.db,
          updated.images.map((image: { location: string }) => fileIdOf(image.location)),
        ),
      ).toBe(0);
    });

    it('refuses an image id of another activity and an unknown activity, changing nothing', async () => {
      const first = (await create(fields(), [png('a.png')])).json();
      const second = (await create(fields({ title: 'Andere' }))).json();
      const refused = await update(
        second.id,
        fields({ title: 'Gewijzigd', imageIds: String(first.images[0].id) }),
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ field: 'imageIds', reason: 'unknownImage' });
      expect((await detail(second.id)).json().title).toBe('Andere');
      expect((await detail(first.id)).json().images).toEqual(first.images);
      expect((await update(999_999, fields())).statusCode).toBe(404);
    });

    it('refuses an unknown location and an end before the start', async () => {
      const created = (await create(fields())).json();
      const unknown = await update(created.id, fields({ locationId: '999999' }));
      expect(unknown.json()).toMatchObject({
        statusCode: 400,
        field: 'locationId',
        reason: 'unknownLocation',
      });
      const early = await update(created.id, fields({ startDate: '2031-03-15T00:00:00.000Z' }));
      expect(early.json()).toMatchObject({ statusCode: 400, field: 'endDate', reason: 'beforeStart' });
      expect((await detail(created.id)).json()).toEqual(created);
    });
  });

  describe('rich text', () => {
    it('stores the info sanitised on create and on update', async () => {
      const created = (await create(fields({ info: XSS_ATTEMPT }))).json();
      expectSanitised(created.info);
      expectSanitised((await detail(created.id)).json().info);
      const updated = (await update(created.id, fields({ info: XSS_ATTEMPT }))).json();
      expectSanitised(updated.info);
    });

    it('seeds only sanitised rich text', () => {
      const ids = LOCATIONS.map((_, index) => index + 1);
      for (const { info } of buildActivities(new Random(1), new Date('2026-03-15T00:00:00Z'), ids))
        expect(sanitizeRichText(info ?? '')).toBe(info);
    });

    it('accepts an empty info', async () => {
      const response = await create(fields({ info: '' }));
      expect(response.statusCode).toBe(201);
      expect(response.json().info).toBe('');
    });
  });

  describe('delete', () => {
    it('deletes the activity with its images and their bytes', async () => {
      const created = (await create(fields(), [png('a.png'), png('b.png')])).json();
      const fileIds = created.images.map((image: { location: string }) => fileIdOf(image.location));
      const response = await ctx.api({ method: 'DELETE', url: `/api/backoffice/Activities/${created.id}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ statusCode: 200, isSuccess: true, error: null });
      expect((await detail(created.id)).statusCode).toBe(404);
      expect(await storedFileCount(ctx.database.db, fileIds)).toBe(0);
      expect(await ctx.database.db.$count(images, eq(images.activityId, created.id))).toBe(0);
      const again = await ctx.api({ method: 'DELETE', url: `/api/backoffice/Activities/${created.id}` });
      expect(again.statusCode).toBe(404);
    });
  });

  it.each([
    ['POST', '/api/backoffice/Activities/list'],
    ['GET', '/api/backoffice/Activities/1'],
    ['POST', '/api/backoffice/Activities'],
    ['PUT', '/api/backoffice/Activities/1'],
    ['DELETE', '/api/backoffice/Activities/1'],
  ] as const)('answers 401 to %s %s without a token', async (method, url) => {
    const response = await ctx.api({ method, url, token: null, payload: {} });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, isSuccess: false });
  });
});
