/** GET/DELETE /Notifications and GET /Notifications/total against the database (spec §7). */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../../server/src/db/schema';
import { backends, createTestContext, type TestContext } from './context';

describe.each(backends)('notifications on %s', (backend) => {
  let ctx: TestContext;
  let ids: number[];
  beforeAll(async () => {
    ctx = await createTestContext(backend);
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.database.db.delete(notifications);
    const rows = await ctx.database.db
      .insert(notifications)
      .values([
        { type: 'memberCreated', name: 'Jan Maes', createdOn: new Date('2026-11-01T08:00:00Z') },
        { type: 'orderPlaced', name: 'Els Desmet', createdOn: new Date('2026-11-03T09:30:00Z') },
        { type: 'vendorChanged', name: 'Noël Vandewalle', createdOn: new Date('2026-11-02T10:15:00Z') },
      ])
      .returning({ id: notifications.id });
    ids = rows.map((row) => row.id);
  });

  const total = async () =>
    (await ctx.api({ method: 'GET', url: '/api/backoffice/Notifications/total' })).json();

  it("lists newest first with type, name, ISO createdOn and the changed record's resource and id", async () => {
    const response = await ctx.api({ method: 'GET', url: '/api/backoffice/Notifications?take=200&skip=0' });
    expect(response.statusCode).toBe(200);
    const at = (createdOn: string) => ({ createdOn, recordId: null });
    expect(response.json()).toEqual([
      {
        id: ids[1],
        type: 'orderPlaced',
        name: 'Els Desmet',
        resource: 'orders',
        ...at('2026-11-03T09:30:00.000Z'),
      },
      {
        id: ids[2],
        type: 'vendorChanged',
        name: 'Noël Vandewalle',
        resource: 'vendors',
        ...at('2026-11-02T10:15:00.000Z'),
      },
      {
        id: ids[0],
        type: 'memberCreated',
        name: 'Jan Maes',
        resource: 'members',
        ...at('2026-11-01T08:00:00.000Z'),
      },
    ]);
  });

  it('pages with take and skip', async () => {
    const response = await ctx.api({ method: 'GET', url: '/api/backoffice/Notifications?take=1&skip=1' });
    expect(response.json().map((n: { name: string }) => n.name)).toEqual(['Noël Vandewalle']);
  });

  it('counts them', async () => {
    expect(await total()).toBe(3);
  });

  it.each([
    ['/api/backoffice/Notifications', "'take' is required", 'take'],
    ['/api/backoffice/Notifications?take=200', "'skip' is required", 'skip'],
    ['/api/backoffice/Notifications?take=-1&skip=0', "'take'", 'take'],
    ['/api/backoffice/Notifications?take=abc&skip=0', "'take'", 'take'],
    ['/api/backoffice/Notifications?take=10&skip=1.5', "'skip'", 'skip'],
  ])('answers 400 naming the field for %s', async (url, message, field) => {
    const response = await ctx.api({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      isSuccess: false,
      error: expect.stringContaining(message),
      field,
      reason: expect.any(String),
    });
  });

  it('deletes the given ids in one call and the total drops', async () => {
    const response = await ctx.api({
      method: 'DELETE',
      url: '/api/backoffice/Notifications',
      payload: ids.slice(0, 2),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ statusCode: 200, isSuccess: true, error: null });
    expect(await total()).toBe(1);
  });

  it('deletes nothing when one id is unknown (all or nothing)', async () => {
    const response = await ctx.api({
      method: 'DELETE',
      url: '/api/backoffice/Notifications',
      payload: [ids[0], 999_999],
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toContain('999999');
    expect(await total()).toBe(3);
  });

  it.each([
    ['an object', { ids: [1] }],
    ['an empty array', []],
    ['strings', ['a', 'b']],
    ['a negative id', [-1]],
  ])('answers 400 for a body that is %s', async (_label, payload) => {
    const response = await ctx.api({ method: 'DELETE', url: '/api/backoffice/Notifications', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().isSuccess).toBe(false);
    expect(await total()).toBe(3);
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const response = await ctx.api({
      method: 'DELETE',
      url: '/api/backoffice/Notifications',
      payload: '[1,',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/at .*\.ts/);
  });
});
