/**
 * Messages and banners API (issue D): list newest first with search and the banner filter, detail,
 * create, update, delete, date order, sanitised rich text, errors; the seed's rich text is clean.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../server/src/db/schema';
import { buildMessages } from '../../server/src/db/seed/messages';
import { sanitizeRichText } from '../../server/src/services/richText';
import { backends, createTestContext, type TestContext } from './context';
import { expectSanitised, XSS_ATTEMPT } from './richTextAttack';

const payload = (overrides: Record<string, unknown> = {}) => ({
  title: 'Ringen 2031 nu bestellen',
  info: '<p>Bestel <strong>tijdig</strong>: zie <a href="https://www.vogelclub.be/ringen">de site</a>.</p>',
  startDate: '2031-01-01T00:00:00.000Z',
  endDate: '2031-02-28T23:00:00.000Z',
  isVisible: true,
  isBanner: true,
  ...overrides,
});

describe.each(backends)('messages on %s', (backend) => {
  let ctx: TestContext;
  const list = (body: Record<string, unknown>) =>
    ctx.api({
      method: 'POST',
      url: '/api/backoffice/Messages/list',
      payload: { pageSize: 25, page: 1, ...body },
    });
  const titles = (body: { messages: { title: string }[] }) => body.messages.map((m) => m.title);
  const detail = (id: number) => ctx.api({ method: 'GET', url: `/api/backoffice/Messages/${id}` });
  const create = (body: Record<string, unknown>) =>
    ctx.api({ method: 'POST', url: '/api/backoffice/Messages', payload: body });
  const update = (id: number, body: Record<string, unknown>) =>
    ctx.api({ method: 'PUT', url: `/api/backoffice/Messages/${id}`, payload: body });

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    const row = (title: string, start: string, isBanner = false) => ({
      title,
      info: '<p>Info</p>',
      startDate: new Date(start),
      endDate: new Date('2031-12-31T00:00:00Z'),
      isBanner,
    });
    await ctx.database.db
      .insert(messages)
      .values([
        row('Lidgeld 2031', '2031-01-10T00:00:00Z'),
        row('Clubtentoonstelling: inschrijven', '2031-03-01T00:00:00Z', true),
        row('Vogelgriep: ophokplicht opgeheven', '2031-02-01T00:00:00Z'),
        row('Fête de la clôture', '2031-04-01T00:00:00Z', true),
      ]);
  });
  afterAll(() => ctx.close());

  describe('list', () => {
    it('lists newest start first with the list item shape', async () => {
      const body = (await list({})).json();
      expect(body).toMatchObject({ statusCode: 200, isSuccess: true, error: null, total: 4, totalPages: 1 });
      expect(titles(body)).toEqual([
        'Fête de la clôture',
        'Clubtentoonstelling: inschrijven',
        'Vogelgriep: ophokplicht opgeheven',
        'Lidgeld 2031',
      ]);
      expect(body.messages[0]).toEqual({
        id: expect.any(Number),
        title: 'Fête de la clôture',
        startDate: '2031-04-01T00:00:00.000Z',
        endDate: '2031-12-31T00:00:00.000Z',
        isVisible: true,
        isBanner: true,
      });
    });

    it.each([
      [true, ['Fête de la clôture', 'Clubtentoonstelling: inschrijven']],
      [false, ['Vogelgriep: ophokplicht opgeheven', 'Lidgeld 2031']],
      [
        null,
        [
          'Fête de la clôture',
          'Clubtentoonstelling: inschrijven',
          'Vogelgriep: ophokplicht opgeheven',
          'Lidgeld 2031',
        ],
      ],
    ])('filters on isBanner %s', async (isBanner, expected) => {
      const body = (await list({ isBanner })).json();
      expect(titles(body)).toEqual(expected);
      expect(body.total).toBe(expected.length);
    });

    it.each([
      ['fete CLOTURE', true, ['Fête de la clôture']],
      ['vogelgriep', true, []],
      ['vogelgriep', undefined, ['Vogelgriep: ophokplicht opgeheven']],
      ['op', false, ['Vogelgriep: ophokplicht opgeheven']],
      ['in', false, []],
      ['in', true, ['Clubtentoonstelling: inschrijven']],
    ])(
      'searches the title for %s (banners %s), ignoring case and accents',
      async (searchString, isBanner, expected) => {
        const body = (await list({ searchString, isBanner })).json();
        expect(titles(body)).toEqual(expected);
      },
    );

    it('pages', async () => {
      const body = (await list({ pageSize: 3, page: 2 })).json();
      expect(body).toMatchObject({ pageSize: 3, page: 2, total: 4, totalPages: 2 });
      expect(titles(body)).toEqual(['Lidgeld 2031']);
    });
  });

  describe('create, detail, update, delete', () => {
    it('creates a banner: 201 with the detail, formatting and link kept', async () => {
      const response = await create(payload({ title: '  Ringen 2031 nu bestellen ' }));
      expect(response.statusCode).toBe(201);
      const created = response.json();
      expect(created).toEqual({
        id: expect.any(Number),
        ...payload(),
        hasImage: false,
        images: [],
      });
      expect((await detail(created.id)).json()).toEqual(created);
    });

    it('updates a message and answers the detail', async () => {
      const { id } = (await create(payload())).json();
      const changes = payload({
        title: 'Ringen: laatste kans',
        isBanner: false,
        isVisible: false,
        startDate: '2031-02-01T10:00:00+01:00',
      });
      const response = await update(id, changes);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        ...changes,
        id,
        startDate: '2031-02-01T09:00:00.000Z',
        hasImage: false,
        images: [],
      });
      expect((await detail(id)).json()).toEqual(response.json());
    });

    it('deletes a message', async () => {
      const { id } = (await create(payload())).json();
      const response = await ctx.api({ method: 'DELETE', url: `/api/backoffice/Messages/${id}` });
      expect(response.json()).toEqual({ statusCode: 200, isSuccess: true, error: null });
      expect((await detail(id)).statusCode).toBe(404);
      expect((await ctx.api({ method: 'DELETE', url: `/api/backoffice/Messages/${id}` })).statusCode).toBe(
        404,
      );
    });

    it('answers 404 for unknown ids', async () => {
      expect((await detail(999_999)).json()).toMatchObject({ statusCode: 404, isSuccess: false });
      expect((await update(999_999, payload())).statusCode).toBe(404);
    });
  });

  describe('refused payloads write nothing', () => {
    it.each([
      ['title', { title: undefined }],
      ['title', { title: '  ' }],
      ['title', { title: 'x'.repeat(201) }],
      ['info', { info: undefined }],
      ['startDate', { startDate: undefined }],
      ['startDate', { startDate: '01/01/2031' }],
      ['endDate', { endDate: 'morgen' }],
      ['isVisible', { isVisible: undefined }],
      ['isBanner', { isBanner: 'misschien' }],
    ])('names the bad field %s', async (field, overrides) => {
      const before = await ctx.database.db.$count(messages);
      const response = await create(payload(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, isSuccess: false, field });
      expect(await ctx.database.db.$count(messages)).toBe(before);
    });

    it('refuses an end before the start on create and update', async () => {
      const early = { endDate: '2030-12-31T23:59:59.000Z' };
      const before = await ctx.database.db.$count(messages);
      const refused = await create(payload(early));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ field: 'endDate', reason: 'beforeStart' });
      expect(await ctx.database.db.$count(messages)).toBe(before);
      const created = (await create(payload())).json();
      expect((await update(created.id, payload({ ...early, title: 'Nee' }))).json()).toMatchObject({
        statusCode: 400,
        field: 'endDate',
        reason: 'beforeStart',
      });
      expect((await detail(created.id)).json()).toEqual(created);
    });
  });

  describe('rich text', () => {
    it('stores the info sanitised on create and on update', async () => {
      const created = (await create(payload({ info: XSS_ATTEMPT }))).json();
      expectSanitised(created.info);
      expectSanitised((await detail(created.id)).json().info);
      expectSanitised((await update(created.id, payload({ info: XSS_ATTEMPT }))).json().info);
    });

    it('seeds only sanitised rich text', () => {
      for (const { info } of buildMessages(new Date('2026-03-15T00:00:00Z')))
        expect(sanitizeRichText(info ?? '')).toBe(info);
    });
  });

  it.each([
    ['POST', '/api/backoffice/Messages/list'],
    ['GET', '/api/backoffice/Messages/1'],
    ['POST', '/api/backoffice/Messages'],
    ['PUT', '/api/backoffice/Messages/1'],
    ['DELETE', '/api/backoffice/Messages/1'],
  ] as const)('answers 401 to %s %s without a token', async (method, url) => {
    const response = await ctx.api({ method, url, token: null, payload: payload() });
    expect(response.statusCode).toBe(401);
  });
});
