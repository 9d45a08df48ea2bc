/**
 * Locations API (issue D): GET /Locations by name, the update PUT /Locations/id?id= (the spec's
 * "intended as PUT but sent as GET"), POST /Locations (extension), validation and 404s.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations } from '../../server/src/db/schema';
import { backends, createTestContext, type TestContext } from './context';

const payload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Zaal De Valk',
  info: 'Markt 21, 8700 Tielt. Ingang via de binnenkoer.',
  latitude: 50.9993,
  longitude: 3.3269,
  ...overrides,
});

describe.each(backends)('locations on %s', (backend) => {
  let ctx: TestContext;
  let kring: number;
  const all = async () => (await ctx.api({ method: 'GET', url: '/api/backoffice/Locations' })).json();
  const put = (id: number | string, body: Record<string, unknown>) =>
    ctx.api({ method: 'PUT', url: `/api/backoffice/Locations/id?id=${id}`, payload: body });
  const post = (body: Record<string, unknown>) =>
    ctx.api({ method: 'POST', url: '/api/backoffice/Locations', payload: body });

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    [{ id: kring }] = await ctx.database.db
      .insert(locations)
      .values([
        { name: 'Zaal De Kring', info: 'Kerkstraat 1, 8800 Roeselare', latitude: 50.95, longitude: 3.12 },
        { name: 'Clublokaal', info: '', latitude: null, longitude: null },
      ])
      .returning({ id: locations.id });
  });
  afterAll(() => ctx.close());

  it('lists the locations by name', async () => {
    expect(await all()).toEqual([
      { id: expect.any(Number), name: 'Clublokaal', info: '', latitude: null, longitude: null },
      {
        id: kring,
        name: 'Zaal De Kring',
        info: 'Kerkstraat 1, 8800 Roeselare',
        latitude: 50.95,
        longitude: 3.12,
      },
    ]);
  });

  it('creates a location (extension): 201 with the location, trimmed', async () => {
    const response = await post(payload({ name: '  Zaal De Valk ' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(Number), ...payload() });
    expect((await all()).map((l: { name: string }) => l.name)).toEqual([
      'Clublokaal',
      'Zaal De Kring',
      'Zaal De Valk',
    ]);
  });

  it('updates a location with PUT /Locations/id?id=', async () => {
    const response = await put(
      kring,
      payload({ name: 'Zaal De Kring (vernieuwd)', latitude: null, longitude: null }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: kring,
      ...payload({ name: 'Zaal De Kring (vernieuwd)', latitude: null, longitude: null }),
    });
    expect((await all()).find((l: { id: number }) => l.id === kring).name).toBe('Zaal De Kring (vernieuwd)');
  });

  it("answers 404 to GET /Locations/id, the original client's bodiless call", async () => {
    const response = await ctx.api({ method: 'GET', url: `/api/backoffice/Locations/id?id=${kring}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, isSuccess: false });
  });

  it('answers 404 for an unknown id and 400 without a valid id', async () => {
    expect((await put(999_999, payload())).statusCode).toBe(404);
    const missing = await ctx.api({ method: 'PUT', url: '/api/backoffice/Locations/id', payload: payload() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'id' });
    expect((await put('abc', payload())).statusCode).toBe(400);
  });

  it.each([
    ['name', { name: '' }],
    ['name', { name: '   ' }],
    ['name', { name: 'x'.repeat(201) }],
    ['name', { name: undefined }],
    ['info', { info: undefined }],
    ['latitude', { latitude: 90.5 }],
    ['longitude', { longitude: -181 }],
    ['latitude', { latitude: 'noord' }],
    ['longitude', { longitude: undefined }],
  ])('refuses a bad %s on create and update, changing nothing', async (field, overrides) => {
    const before = await all();
    for (const response of [await post(payload(overrides)), await put(kring, payload(overrides))]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, isSuccess: false, field });
    }
    expect(await all()).toEqual(before);
  });

  it.each([
    ['GET', '/api/backoffice/Locations'],
    ['PUT', '/api/backoffice/Locations/id?id=1'],
    ['POST', '/api/backoffice/Locations'],
  ] as const)('answers 401 to %s %s without a token', async (method, url) => {
    const response = await ctx.api({ method, url, token: null, payload: payload() });
    expect(response.statusCode).toBe(401);
  });
});
