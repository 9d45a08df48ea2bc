/**
 * Several instances on one PostgreSQL database behave as one (issue P point 6). Two servers are started
 * at the same moment on one empty database and one data folder, as behind a proxy at PUBLIC_URL: they
 * migrate and seed the database once and share the embedded provider's keys. Calls then alternate
 * between them: a token signed in on one opens the other, and what one writes — locations, a member, a
 * document's bytes, a deletion — is what the other answers, with nothing lost.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rootDir } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { buildPdf } from '../../server/src/db/seed/documents';
import { loadOrCreateIdpSecrets } from '../../server/src/plugins/idp/keys';
import { freePort } from '../freePort';
import { signIn } from './browserSignIn';
import { backends, createPostgresDatabase } from './context';
import { formData } from './formData';
import { type ServerProcess, spawnServer, waitUntilReady } from './serverProcess';

/** The address of the proxy in front of both; the test calls each instance directly instead. */
const PUBLIC_URL = 'http://localhost:8192';
const CSRF = 'scale-out-csrf';
const migrations = JSON.parse(
  readFileSync(path.join(rootDir, 'server/migrations/meta/_journal.json'), 'utf8'),
).entries.length as number;

describe("the embedded provider's keys in a shared data folder", () => {
  it('are one and the same for servers that create them at the same moment', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wt-data-keys-'));
    try {
      const created = await Promise.all(Array.from({ length: 8 }, () => loadOrCreateIdpSecrets(dataDir)));
      const kept = await loadOrCreateIdpSecrets(dataDir);
      expect(created.map((secrets) => secrets.signingKey)).toEqual(created.map(() => kept.signingKey));
      expect(created.map((secrets) => secrets.cookieKeys)).toEqual(created.map(() => kept.cookieKeys));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe.each(backends.filter((backend) => backend === 'postgres'))(
  'two instances on one %s database',
  () => {
    const config = loadConfig({ PUBLIC_URL });
    let dataDir: string;
    let databaseUrl: string;
    let dropDatabase: () => Promise<void>;
    let servers: ServerProcess[] = [];
    let urls: string[] = [];
    let token: string;

    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'wt-data-scale-'));
      ({ url: databaseUrl, drop: dropDatabase } = await createPostgresDatabase());
      const portA = await freePort();
      const ports = [portA, await freePort([portA])];
      const env = { DATABASE_URL: databaseUrl, PUBLIC_URL, SEED_DEMO_DATA: 'true' };
      servers = ports.map((port) => spawnServer(dataDir, port, env));
      await Promise.all(servers.map((server, index) => waitUntilReady(server, ports[index])));
      urls = ports.map((port) => `http://127.0.0.1:${port}`);
      const target = { serverUrl: urls[0], publicUrl: PUBLIC_URL, ...config.auth };
      token = (await signIn(target, 'beheerder@clubbeheer.test', 'Parkiet2026!')).access_token;
    }, 120_000);
    afterAll(async () => {
      for (const server of servers) server.child.kill('SIGTERM');
      await Promise.all(servers.map((server) => server.exited));
      await dropDatabase?.();
      await rm(dataDir, { recursive: true, force: true });
    });

    /** A staff API call on instance `index` (0: A, 1: B) with the signed-in token and the CSRF pair. */
    const call = (index: number, method: string, route: string, body?: unknown) =>
      fetch(`${urls[index]}/api/backoffice${route}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          cookie: `XSRF-TOKEN=${CSRF}`,
          'x-xsrf-token': CSRF,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    /** The JSON answers of the same call on A and on B, each checked for `status`. */
    const onBoth = async (method: string, route: string, body?: unknown, status = 200) =>
      Promise.all(
        [0, 1].map(async (index) => {
          const response = await call(index, method, route, body);
          expect(response.status).toBe(status);
          return response.json();
        }),
      );

    it('migrates and seeds the empty database once, though both started at the same moment', async () => {
      const seeded = servers.map((server) => /Seeded demo data in \d+ ms: (.*)/.exec(server.output()));
      expect(seeded.filter(Boolean)).toHaveLength(1);
      const summary = JSON.parse(seeded.find(Boolean)?.[1] ?? '{}');
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const count = async (table: string) =>
          Number((await client.query(`select count(*) from ${table}`)).rows[0].count);
        expect(await count('drizzle.__drizzle_migrations')).toBe(migrations);
        expect({
          members: await count('members'),
          adverts: await count('adverts'),
          activities: await count('activities'),
          messages: await count('messages'),
          documents: await count('documents'),
          vendors: await count('vendors'),
          orders: await count('orders'),
          notifications: await count('notifications'),
          staffAccounts: await count('staff_accounts'),
        }).toEqual(summary);
      } finally {
        await client.end();
      }
    });

    it('accepts on B the token of a sign-in on A, both publishing the same key', async () => {
      const [statusA, statusB] = await onBoth('GET', '/Status');
      expect(statusB).toEqual(statusA);
      const keys = await Promise.all(
        urls.map(async (url) => (await fetch(`${url}/idp/.well-known/jwks.json`)).json()),
      );
      expect(keys[1]).toEqual(keys[0]);
    });

    it('lists the same members on both', async () => {
      const [listA, listB] = await onBoth('POST', '/Members/list', { page: 2, pageSize: 25 });
      expect(listA.members).toHaveLength(25);
      expect(listB).toEqual(listA);
    });

    it('reads on one what the other created: a location made on A, a member made on B, found by a search A asked before', async () => {
      const location = { name: 'Zaal De Parkiet', info: 'Markt 1, 8700 Tielt', latitude: 51, longitude: 3.3 };
      const created = await call(0, 'POST', '/Locations', location);
      expect(created.status).toBe(201);
      const { id } = await created.json();
      const [locationsA, locationsB] = await onBoth('GET', '/Locations');
      expect(locationsB).toEqual(locationsA);
      expect(locationsB).toContainEqual({ id, ...location });

      const [countries] = await onBoth('GET', '/Countries');
      // A keeps a search's count while the members are unchanged: asked again after B's write, it counts again.
      const walles = async () => {
        const list = await call(0, 'POST', '/Members/list', {
          page: 1,
          pageSize: 25,
          searchString: 'vandewalle',
        });
        return (await list.json()).total as number;
      };
      const before = await walles();
      expect(before).toBeGreaterThan(0);
      expect(await walles()).toBe(before);
      const member = await call(1, 'POST', '/Members', {
        firstName: 'Séverine',
        lastName: 'Van de Walle',
        tribeNumber: 'ZZ99',
        address: {
          street: 'Kerkstraat',
          number: '12',
          box: '',
          zipcode: '8000',
          city: 'Brugge',
          countryId: countries[0].id,
        },
        contact: { email: '', phoneNumber: '', mobilePhoneNumber: '', fax: '', website: '' },
        display: { exposeEmail: false, exposeAddress: false, exposePhone: false },
        isBlocked: false,
      });
      expect(member.status).toBe(201);
      const [memberA, memberB] = await onBoth('GET', `/Members/${(await member.json()).id}`);
      expect(memberA).toEqual(memberB);
      expect(memberA).toMatchObject({ firstName: 'Séverine', tribeNumber: 'ZZ99' });
      expect(await walles()).toBe(before + 1);
    });

    it('loses nothing when both take writes at once', async () => {
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          call(index % 2, 'POST', '/Locations', {
            name: `Lokaal ${index}`,
            info: '',
            latitude: 50.9,
            longitude: 3.1,
          }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
      const ids = await Promise.all(answers.map(async (answer) => (await answer.json()).id));
      const [locationsA, locationsB] = await onBoth('GET', '/Locations');
      expect(locationsB).toEqual(locationsA);
      const stored = locationsA.map((location: { id: number }) => location.id);
      expect(ids.filter((id) => !stored.includes(id))).toEqual([]);
      expect(new Set(ids).size).toBe(40);
    });

    it('serves on A, byte for byte, a document uploaded on B, and forgets it on B once deleted on A', async () => {
      const pdf = buildPdf('Reglement 2026', ['Gelezen en goedgekeurd.']);
      const { payload, headers } = formData({ title: 'Reglement 2026', isVisible: 'true' }, [
        { field: 'file', fileName: 'reglement 2026.pdf', bytes: pdf },
      ]);
      const uploaded = await fetch(`${urls[1]}/api/backoffice/Documents`, {
        method: 'POST',
        headers: {
          ...headers,
          authorization: `Bearer ${token}`,
          cookie: `XSRF-TOKEN=${CSRF}`,
          'x-xsrf-token': CSRF,
        },
        body: payload,
      });
      expect(uploaded.status).toBe(201);
      const { id, url } = await uploaded.json();
      const download = await call(0, 'GET', `/Documents/${id}/file`);
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
      const media = await fetch(`${urls[0]}${url}`);
      expect(Buffer.from(await media.arrayBuffer()).equals(pdf)).toBe(true);
      const [detailA, detailB] = await onBoth('GET', `/Documents/${id}`);
      expect(detailB).toEqual(detailA);

      expect((await call(0, 'DELETE', `/Documents/${id}`)).status).toBe(200);
      expect((await call(1, 'GET', `/Documents/${id}`)).status).toBe(404);
      expect((await fetch(`${urls[1]}${url}`)).status).toBe(404);
      const [listA, listB] = await onBoth('POST', '/Documents/list', { page: 1, pageSize: 100 });
      expect(listB).toEqual(listA);
      expect(JSON.stringify(listB)).not.toContain(url);
    });
  },
);
