/**
 * Lists at any size (docs/decisions.md "Lists at any size"): the indexes built after the migrations,
 * the member search served by its trigram index and kept in step with the address, totals that
 * stop counting at COUNT_CAP, and a search's pages whether it has few matches or many.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_INDEXES } from '../../server/src/db/indexes';
import { countries, members } from '../../server/src/db/schema';
import { COUNT_CAP } from '../../server/src/schemas/constants';
import { DENSE_MATCHES } from '../../server/src/services/members/queries';
import { memberFilter } from '../../server/src/services/members/search';
import { backends, createTestContext, type TestContext } from './context';
import { memberPayload } from './memberPayload';

/** The rows of a raw query; both drivers answer `{ rows }`. */
const rowsOf = async <T>(ctx: TestContext, query: ReturnType<typeof sql>) =>
  ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe.each(backends)('lists at any size on %s', (backend) => {
  let ctx: TestContext;
  const list = async (body: Record<string, unknown>) =>
    (
      await ctx.api({
        method: 'POST',
        url: '/api/backoffice/Members/list',
        payload: { pageSize: 25, page: 1, ...body },
      })
    ).json();

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await ctx.database.db.insert(countries).values({ id: 1, name: 'België', twoLetterCode: 'BE' });
  });
  afterAll(() => ctx.close());

  it('has every index of the list built and valid after the migrations', async () => {
    const found = await rowsOf<{ name: string; valid: boolean }>(
      ctx,
      sql`select c.relname as name, i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid`,
    );
    for (const name of Object.keys(BUILT_INDEXES))
      expect(found.find((index) => index.name === name)).toEqual({ name, valid: true });
  });

  it('searches members through the trigram index', async () => {
    const query = ctx.database.db.select().from(members).where(memberFilter('brugge', true)).toSQL();
    const plan = await ctx.database.db.transaction(async (tx) => {
      // The table is small, so forbid the sequential scan to see that the index can serve the search.
      await tx.execute(sql`set local enable_seqscan = off`);
      const literal = (n: string) => `'${String(query.params[Number(n) - 1]).replace(/'/g, "''")}'`;
      const explained = await tx.execute(
        sql.raw(`explain ${query.sql.replace(/\$(\d+)/g, (_, n) => literal(n))}`),
      );
      return JSON.stringify((explained as unknown as { rows: unknown[] }).rows);
    });
    expect(plan).toContain('members_search_text_trigram_index');
  });

  it('finds a member by the town of their new address, and no longer by the old one', async () => {
    const member = memberPayload();
    const created = await ctx.api({ method: 'POST', url: '/api/backoffice/Members', payload: member });
    expect(created.statusCode).toBe(201);
    expect((await list({ searchString: 'brugge rita' })).members.map((m: { id: number }) => m.id)).toEqual([
      created.json().id,
    ]);
    const moved = { ...member, address: { ...member.address, zipcode: '8700', city: 'Tielt' } };
    const updated = await ctx.api({
      method: 'PUT',
      url: `/api/backoffice/Members/${created.json().id}`,
      payload: moved,
    });
    expect(updated.statusCode).toBe(200);
    expect((await list({ searchString: 'rita brugge' })).total).toBe(0);
    expect((await list({ searchString: 'rita 8700 tielt' })).members).toHaveLength(1);
  });

  it(`counts up to ${COUNT_CAP} matches and says when there are more`, async () => {
    await ctx.database.db.execute(
      sql`insert into members (first_name, last_name, tribe_number)
          select 'Lid', 'Nummer ' || g, 'N' || g from generate_series(1, ${COUNT_CAP}) g`,
    );
    const all = await list({});
    expect(all).toMatchObject({ total: COUNT_CAP, totalIsLowerBound: true, totalPages: COUNT_CAP / 25 });
    expect(all.members).toHaveLength(25);
    // Past the counted pages the rows go on: sorting by tribe number, the last page has the rest.
    const beyond = await list({ page: COUNT_CAP / 25 + 1, sortField: 'tribeNumber' });
    expect(beyond.members).toHaveLength(1);
    const few = await list({ searchString: `nummer ${COUNT_CAP / 10}` }); // 100 finds 100 and 1000 (of 1..1000)
    expect(few.total).toBe(2);
    expect(few).not.toHaveProperty('totalIsLowerBound');
  });

  it(`pages a search of more than ${DENSE_MATCHES} matches in name order, and counts a search past its last page`, async () => {
    const many = DENSE_MATCHES + 10;
    await ctx.database.db.execute(
      sql`insert into members (first_name, last_name, tribe_number)
          select 'Veel', 'Zoeker ' || lpad(g::text, 5, '0'), 'Z' || g from generate_series(1, ${many}) g`,
    );
    const names = (body: { members: { name: string }[] }) => body.members.map((member) => member.name);
    const numbered = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => `Veel Zoeker ${String(from + i).padStart(5, '0')}`);
    const dense = await list({ searchString: 'zoeker' });
    expect(dense).toMatchObject({ total: COUNT_CAP, totalIsLowerBound: true });
    expect(names(dense)).toEqual(numbered(1, 25));
    expect(names(await list({ searchString: 'zoeker', sortOrder: 'DESC' }))).toEqual(
      numbered(many - 24, 25).reverse(),
    );
    const sparse = await list({ searchString: 'veel 0000' }); // Zoeker 00001 … 00009
    expect(sparse).toMatchObject({ total: 9, totalPages: 1 });
    expect(names(sparse)).toEqual(numbered(1, 9));
    const past = await list({ searchString: 'veel 0000', page: 2 });
    expect(past).toMatchObject({ total: 9, members: [] });
    expect(await list({ searchString: 'veel 99999' })).toMatchObject({ total: 0, members: [] });
  });
});
