/** GET /Status, GET /Countries, health checks, /config.json and the OpenAPI document. */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  adverts,
  countries,
  members,
  messages,
  orders,
  vendors,
} from '../../server/src/db/schema';
import { contentSecurityPolicy } from '../../server/src/plugins/headers';
import { backends, createTestContext, type TestContext, testDatabaseUrl } from './context';

const day = 86_400_000;
const isoDate = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString().slice(0, 10);

describe.each(backends)('status and reference data on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    const { db } = ctx.database;
    await db.insert(countries).values([
      { name: 'Nederland', twoLetterCode: 'NL' },
      { name: 'België', twoLetterCode: 'BE' },
    ]);
    const [jan, els] = await db
      .insert(members)
      .values([
        { firstName: 'Jan', lastName: 'Maes', tribeNumber: 'KX27' },
        { firstName: 'Els', lastName: 'Desmet', tribeNumber: 'BR04' },
        { firstName: 'Oud', lastName: 'Lid', tribeNumber: 'ZZ99', isActive: false },
      ])
      .returning();
    await db.insert(orders).values([{ memberId: jan.id }, { memberId: els.id }, { memberId: jan.id }]);
    await db.insert(vendors).values({ memberId: els.id, message: 'Zaadmengelingen' });
    await db.insert(adverts).values([
      {
        memberId: jan.id,
        message: 'Te koop',
        advertType: 'offer',
        visibleFrom: isoDate(-5),
        visibleTo: isoDate(5),
      },
      {
        memberId: jan.id,
        message: 'Voorbij',
        advertType: 'offer',
        visibleFrom: isoDate(-60),
        visibleTo: isoDate(-30),
      },
    ]);
    const start = new Date(Date.now() + 7 * day);
    await db.insert(activities).values([
      { title: 'Tentoonstelling', startDate: start, endDate: new Date(start.getTime() + day) },
      {
        title: 'Vorig jaar',
        startDate: new Date(Date.now() - 400 * day),
        endDate: new Date(Date.now() - 399 * day),
      },
    ]);
    await db
      .insert(messages)
      .values({ title: 'Welkom', startDate: new Date(), endDate: start, isBanner: true });
  });
  afterAll(() => ctx.close());

  it('counts what the dashboard shows, from the database', async () => {
    const response = await ctx.api({ method: 'GET', url: '/api/backoffice/Status' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      activeMembers: 2,
      orderQuantity: 3,
      advertQuantity: 1,
      activityQuantity: 1,
      vendorQuantity: 1,
      messageQuantity: 1,
    });
  });

  it('lists countries by name', async () => {
    const response = await ctx.api({ method: 'GET', url: '/api/backoffice/Countries' });
    expect(response.json()).toEqual([
      { id: expect.any(Number), name: 'België', twoLetterCode: 'BE' },
      { id: expect.any(Number), name: 'Nederland', twoLetterCode: 'NL' },
    ]);
  });

  it('answers 404 in the result shape for an unknown API path', async () => {
    const response = await ctx.api({ method: 'GET', url: '/api/backoffice/Nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, isSuccess: false });
  });

  it('reports alive and ready', async () => {
    expect((await ctx.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await ctx.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('serves the SPA configuration for the embedded provider', async () => {
    const response = await ctx.app.inject({ url: '/config.json' });
    expect(response.json()).toEqual({
      apiUrl: '/api/backoffice',
      auth: {
        domain: 'http://localhost:8080/idp',
        issuer: 'http://localhost:8080/idp/',
        clientId: 'club-beheer',
        audience: ctx.config.auth.audience,
        requiredPermission: 'backoffice:access',
      },
      mapTileUrl: expect.stringContaining('{z}'),
    });
  });

  it('serves the dictionaries at /assets/i18n/{lang}.json and nothing else there', async () => {
    const nl = await ctx.app.inject({ url: '/assets/i18n/nl.json' });
    expect(nl.statusCode).toBe(200);
    expect(nl.json().idp.password).toBe('Wachtwoord');
    expect((await ctx.app.inject({ url: '/assets/i18n/../package.json' })).statusCode).toBe(404);
  });

  it('sends security headers, and a content security policy for the SPA that allows the map tiles', async () => {
    const response = await ctx.app.inject({ url: '/config.json' });
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'same-origin',
      'x-frame-options': 'SAMEORIGIN',
    });
    const policy = contentSecurityPolicy(ctx.config);
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org;");
    expect(policy).not.toContain('unsafe-eval');
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const doc = (await ctx.app.inject({ url: '/api/backoffice/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.servers).toEqual([{ url: '/api/backoffice' }]);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/Status', '/Notifications', '/Notifications/total', '/Countries']),
    );
    expect(doc.paths['/Notifications'].get.parameters.map((p: { name: string }) => p.name)).toEqual([
      'take',
      'skip',
    ]);
  });
});

describe.each(backends.filter((backend) => backend === 'postgres'))(
  'a PostgreSQL server that ends connections (%s)',
  (backend) => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestContext(backend);
    });
    afterAll(() => ctx.close());

    it('keeps answering after the server ends the idle connections of the pool', async () => {
      expect((await ctx.api({ method: 'GET', url: '/api/backoffice/Countries' })).statusCode).toBe(200);
      const warned = new Promise<Error>((resolve) => {
        const onWarning = (warning: Error) => {
          if (!warning.message.startsWith('Lost a connection to PostgreSQL')) return;
          process.off('warning', onWarning);
          resolve(warning);
        };
        process.on('warning', onWarning);
      });
      const admin = new pg.Client({ connectionString: testDatabaseUrl });
      await admin.connect();
      // Both drivers answer execute() with {rows}; the Database type leaves that open.
      const current: unknown = await ctx.database.db.execute(sql`select current_database() as name`);
      const [{ name }] = (current as { rows: { name: string }[] }).rows;
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and state = $2',
        [name, 'idle'],
      );
      await admin.end();
      expect((await warned).message).toMatch(/terminating connection due to administrator command/);
      expect((await ctx.app.inject({ url: '/readyz' })).statusCode).toBe(200);
      expect((await ctx.api({ method: 'GET', url: '/api/backoffice/Countries' })).statusCode).toBe(200);
    });
  },
);
