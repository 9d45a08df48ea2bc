/**
 * Who may call what (issue J): every route of the OpenAPI document declares its permission; every
 * role's token gets exactly what the role table (schemas/permissions.ts) gives it and a 403 naming the
 * missing permission elsewhere; a disabled account's tokens and a role taken away count within 60 s.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { staffAccounts } from '../../server/src/db/schema';
import { VERIFIED_TOKEN_TRUST_MS } from '../../server/src/plugins/auth';
import { SECURITY_SCHEME } from '../../server/src/routes/access';
import { PERMISSIONS, ROLE_PERMISSIONS, STAFF_ROLES } from '../../server/src/schemas/permissions';
import { backends, createTestContext, type TestContext } from './context';

interface Operation {
  method: string;
  path: string;
  permissions: string[] | undefined;
  /** The `security` requirements: any one of them lets a token in. */
  alternatives: string[][] | undefined;
}

/** Every operation of the OpenAPI document with the permissions its `security` names. */
async function operationsOf(ctx: TestContext): Promise<Operation[]> {
  const doc = (await ctx.app.inject({ url: '/api/backoffice/openapi.json' })).json();
  return Object.entries(
    doc.paths as Record<string, Record<string, { security?: Record<string, string[]>[] }>>,
  )
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        permissions: operation.security?.flatMap((requirement) => requirement[SECURITY_SCHEME] ?? []),
        alternatives: operation.security?.map((requirement) => requirement[SECURITY_SCHEME] ?? []),
      })),
    )
    .filter((operation) => operation.method !== 'HEAD');
}

/** The reads every staff member's screens share (dashboard, forms): the key to enter is enough. */
const SHARED_READS = [
  'GET /BoardMembers',
  'GET /BoardMembers/{id}',
  'GET /Countries',
  'GET /Links',
  'GET /Status',
];

/**
 * The signed-in staff member's own account (/Account…, docs/api/account.md) and own stored preferences
 * (/Preferences…, docs/api/preferences.md): any staff member manages their own second factor, columns
 * and saved searches, so these need only the key to enter.
 */
const isOwnAccount = (path: string) =>
  ['/Account', '/Preferences'].some((own) => path === own || path.startsWith(`${own}/`));

/**
 * The one route with alternatives: the whole history needs `read:history`, one record's history the
 * read permission of its kind of record.
 */
const RECORD_READS = 'GET /History';

/** The area of a path, by its first segment (issue J's list: members hold the revue recipients, …). */
const AREA_OF_PATH: Record<string, string> = {
  Members: 'members',
  Adverts: 'adverts',
  Activities: 'activities',
  Locations: 'activities',
  Messages: 'messages',
  Documents: 'documents',
  Vendors: 'vendors',
  Orders: 'orders',
  Rings: 'orders',
  Dues: 'dues',
  Notifications: 'notifications',
  History: 'history',
  Mail: 'staff',
  Staff: 'staff',
};

/** The area of the revue's paths: its recipients belong to members, its export and mailing to adverts. */
const areaOf = (path: string) =>
  path.startsWith('/Revue/recipients')
    ? 'members'
    : path.startsWith('/Revue/')
      ? 'adverts'
      : AREA_OF_PATH[path.split('/')[1]];

/** Reads: GET, and the POSTs that only ask (a list, a search, an export, a summary). */
const isRead = (method: string, path: string) =>
  method === 'GET' || /\/(list|search|export|summary)(\/export)?$/.test(path);

describe.each(backends)('permissions on %s', (backend) => {
  let ctx: TestContext;
  let operations: Operation[];
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    operations = await operationsOf(ctx);
  });
  afterAll(() => ctx.close());
  afterEach(() => vi.useRealTimers());

  it("every route declares a permission of the table, or is one of the shared reads or one's own account", () => {
    expect(operations.length).toBeGreaterThan(60);
    for (const { method, path, permissions } of operations) {
      const name = `${method} ${path}`;
      expect(permissions, name).toBeDefined();
      if (isOwnAccount(path)) expect(permissions, name).toEqual([]);
      else if (permissions?.length === 0) expect(SHARED_READS, name).toContain(name);
      else for (const permission of permissions ?? []) expect(PERMISSIONS, name).toContain(permission);
    }
    const open = operations.filter((operation) => operation.permissions?.length === 0);
    expect(open.filter((operation) => !isOwnAccount(operation.path))).toHaveLength(SHARED_READS.length);
    expect(open.filter((operation) => isOwnAccount(operation.path)).length).toBeGreaterThan(0);
  });

  it("each route needs its area's read permission to ask, its write permission to change", () => {
    for (const { method, path, permissions, alternatives = [] } of operations) {
      if (permissions?.length === 0) continue;
      const level = isRead(method, path) ? 'read' : 'write';
      const [first, ...others] = alternatives;
      expect(first, `${method} ${path}`).toEqual([`${level}:${areaOf(path)}`]);
      if (`${method} ${path}` === RECORD_READS) {
        expect(others.length).toBeGreaterThan(5);
        for (const other of others) expect(other).toEqual([expect.stringMatching(/^read:/)]);
      } else expect(others, `${method} ${path}`).toEqual([]);
    }
  });

  it('the OpenAPI document names every permission as a scope of its security scheme', async () => {
    const doc = (await ctx.app.inject({ url: '/api/backoffice/openapi.json' })).json();
    const scheme = doc.components.securitySchemes[SECURITY_SCHEME];
    expect(Object.keys(scheme.flows.authorizationCode.scopes)).toEqual([...PERMISSIONS]);
  });

  /** An account with `role` and a token carrying its permissions, as the embedded provider issues it. */
  async function tokenOfRole(role: (typeof STAFF_ROLES)[number] | null, email: string) {
    const [account] = await ctx.database.db
      .insert(staffAccounts)
      .values({ email, name: email, role })
      .returning({ id: staffAccounts.id });
    const permissions = role ? [ctx.config.auth.requiredPermission, ...ROLE_PERMISSIONS[role]] : [];
    return { id: account.id, token: await ctx.token({ sub: String(account.id), permissions }) };
  }

  /** The request for `operation`: unknown ids, an empty body; only the access decision matters. */
  const call = (operation: Operation, token: string) =>
    ctx.api({
      method: operation.method as 'GET',
      url: `/api/backoffice${operation.path.replace(/\{[^}]+\}/g, '999999')}`,
      ...(operation.method === 'GET' || operation.method === 'DELETE' ? {} : { payload: {} }),
      token,
    });

  it.each(STAFF_ROLES)('a %s reaches exactly the routes of its permissions', async (role) => {
    const { token } = await tokenOfRole(role, `${role}.table@clubbeheer.test`);
    for (const operation of operations) {
      const response = await call(operation, token);
      const name = `${role}: ${operation.method} ${operation.path}`;
      const holds = (needed: string[]) => needed.every((p) => ROLE_PERMISSIONS[role].includes(p as never));
      const alternatives = operation.alternatives ?? [[]];
      const wholeHistory = `${operation.method} ${operation.path}` === RECORD_READS;
      if (!alternatives.some(holds)) {
        expect(response.statusCode, name).toBe(403);
        expect(response.json(), name).toEqual({
          statusCode: 403,
          isSuccess: false,
          error: `The permission '${alternatives.map((needed) => needed.join(' and ')).join("' or '")}' is required.`,
        });
      } else if (wholeHistory && !holds(['read:history'])) {
        expect(response.statusCode, name).toBe(403);
      } else {
        expect(response.statusCode, name).not.toBe(403);
        expect(response.statusCode, name).toBeLessThan(500);
      }
    }
  });

  it("a penningmeester reads one payment request's history, not a document's nor the whole trail", async () => {
    const { token } = await tokenOfRole('penningmeester', 'history.reader@clubbeheer.test');
    const history = (query: string) =>
      ctx.api({ method: 'GET', url: `/api/backoffice/History${query}`, token });
    const one = await history('?resource=dues&id=1');
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ history: [] });
    expect((await history('?resource=documents&id=1')).json()).toMatchObject({
      statusCode: 403,
      error: "The permission 'read:documents' or 'read:history' is required.",
    });
    for (const query of ['', '?resource=dues']) expect((await history(query)).statusCode, query).toBe(403);
  });

  it('an account without a role reaches no route', async () => {
    const { token } = await tokenOfRole(null, 'no.role@clubbeheer.test');
    for (const operation of operations.slice(0, 10))
      expect((await call(operation, token)).statusCode).toBe(403);
  });

  it("a disabled account's tokens are refused within 60 s, a new one at once", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { id, token } = await tokenOfRole('secretaris', 'disabled.later@clubbeheer.test');
    const total = (bearer: string) =>
      ctx.api({ method: 'GET', url: '/api/backoffice/Notifications/total', token: bearer });
    expect((await total(token)).statusCode).toBe(200);
    await ctx.database.db
      .update(staffAccounts)
      .set({ disabledOn: new Date() })
      .where(eq(staffAccounts.id, id));
    const fresh = await ctx.token({ sub: String(id), permissions: [...ROLE_PERMISSIONS.secretaris] });
    expect((await total(fresh)).statusCode).toBe(401);
    vi.advanceTimersByTime(VERIFIED_TOKEN_TRUST_MS + 1_000);
    expect((await total(token)).statusCode).toBe(401);
  });

  it('a role taken away counts within 60 s: the token keeps only what the new role gives', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { id, token } = await tokenOfRole('secretaris', 'demoted@clubbeheer.test');
    const deactivate = () =>
      ctx.api({ method: 'PUT', url: '/api/backoffice/Members/deactivate', payload: { id: 999999 }, token });
    const members = () =>
      ctx.api({
        method: 'POST',
        url: '/api/backoffice/Members/list',
        payload: { page: 1, pageSize: 5 },
        token,
      });
    expect((await deactivate()).statusCode).toBe(404);
    await ctx.database.db.update(staffAccounts).set({ role: 'lezer' }).where(eq(staffAccounts.id, id));
    vi.advanceTimersByTime(VERIFIED_TOKEN_TRUST_MS + 1_000);
    expect((await deactivate()).statusCode).toBe(403);
    expect((await members()).statusCode).toBe(200);
  });
});
