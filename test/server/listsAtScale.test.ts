/**
 * Lists at any size (docs/decisions.md "Lists at any size"): the indexes built after the migrations,
 * the member search served by its trigram index and kept in step with the address, totals exact up to
 * COUNT_CAP and past it always naming the next page, so a client reaches the last row, and a search's
 * pages whether it has few matches or many.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_INDEXES } from '../../server/src/db/indexes';
import { countries, members } from '../../server/src/db/schema';
import { COUNT_CAP } from '../../server/src/schemas/constants';
import { memberFilter } from '../../server/src/services/members/search';
import { backends, createTestContext, type TestContext } from './context';
import { memberPayload } from './memberPayload';

/** A paged list's answer (docs/api.md "Paged lists"), its rows under their kind. */
type PagedBody = {
  page: number;
  total: number;
  totalPages: number;
  totalIsLowerBound?: true;
} & Record<'members' | 'messages' | 'adverts', { id: number; name: string }[]>;

/** The rows of a raw query; both drivers answer `{ rows }`. */
const rowsOf = async <T>(ctx: TestContext, query: ReturnType<typeof sql>) =>
  ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe.each(backends)('lists at any size on %s', (backend) => {
  let ctx: TestContext;
  const post = async (path: string, body: Record<string, unknown>): Promise<PagedBody> =>
    (
      await ctx.api({
        method: 'POST',
        url: `/api/backoffice${path}`,
        payload: { pageSize: 25, page: 1, ...body },
      })
    ).json();
  const list = (body: Record<string, unknown>) => post('/Members/list', body);

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
    expect((await list({ searchString: 'brugge rita' })).members.map((m) => m.id)).toEqual([
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

  /** Follows `totalPages` as a client pages on: from page 1, the page it names last, until it is the last. */
  const lastPage = async (ask: (page: number) => Promise<PagedBody>) => {
    let body = await ask(1);
    while (body.page < body.totalPages) body = await ask(body.totalPages);
    return body;
  };

  it(`counts ${COUNT_CAP} matches exactly, and pages a list of more to its last row`, async () => {
    await ctx.database.db.execute(
      sql`insert into members (first_name, last_name, tribe_number)
          select 'Lid', 'Nummer ' || lpad(g::text, 5, '0'), 'N' || g from generate_series(1, ${COUNT_CAP}) g`,
    );
    const counted = await list({ searchString: 'nummer' });
    expect(counted).toMatchObject({ total: COUNT_CAP, totalPages: COUNT_CAP / 25 });
    expect(counted).not.toHaveProperty('totalIsLowerBound');
    // With the member of the test before, one more than the cap is active: the count stops past the
    // page asked for, and always names a next page while one has rows.
    const all = await list({});
    expect(all).toMatchObject({
      total: COUNT_CAP + 1,
      totalIsLowerBound: true,
      totalPages: COUNT_CAP / 25 + 1,
    });
    expect(all.members).toHaveLength(25);
    const byNumber = await lastPage((page) => list({ page, sortField: 'tribeNumber', sortOrder: 'DESC' }));
    expect(byNumber).toMatchObject({ page: COUNT_CAP / 25 + 1, total: COUNT_CAP + 1 });
    expect(byNumber).not.toHaveProperty('totalIsLowerBound');
    expect(byNumber.members).toHaveLength(1);
    const few = await list({ searchString: 'nummer0100' }); // Nummer 01000 … 01009
    expect(few.total).toBe(10);
    expect(few).not.toHaveProperty('totalIsLowerBound');
  });

  it(`pages a search of more than ${COUNT_CAP} matches in name order to its last match, and counts a search past its last page`, async () => {
    const many = COUNT_CAP + 10;
    await ctx.database.db.execute(
      sql`insert into members (first_name, last_name, tribe_number)
          select 'Veel', 'Zoeker ' || lpad(g::text, 5, '0'), 'Z' || g from generate_series(1, ${many}) g`,
    );
    const names = (body: PagedBody) => body.members.map((member) => member.name);
    const numbered = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => `Veel Zoeker ${String(from + i).padStart(5, '0')}`);
    const dense = await list({ searchString: 'zoeker' });
    expect(dense).toMatchObject({ total: COUNT_CAP + 1, totalIsLowerBound: true });
    expect(names(dense)).toEqual(numbered(1, 25));
    expect(names(await list({ searchString: 'zoeker', sortOrder: 'DESC' }))).toEqual(
      numbered(many - 24, 25).reverse(),
    );
    const last = await lastPage((page) => list({ searchString: 'zoeker', page }));
    expect(last).toMatchObject({ page: Math.ceil(many / 25), total: many });
    expect(last).not.toHaveProperty('totalIsLowerBound');
    expect(names(last)).toEqual(numbered(COUNT_CAP + 1, 10));
    const sparse = await list({ searchString: 'veel zoeker0000' }); // Zoeker 00001 … 00009
    expect(sparse).toMatchObject({ total: 9, totalPages: 1 });
    expect(names(sparse)).toEqual(numbered(1, 9));
    const past = await list({ searchString: 'veel zoeker0000', page: 2 });
    expect(past).toMatchObject({ total: 9, members: [] });
    expect(await list({ searchString: 'veel 99999' })).toMatchObject({ total: 0, members: [] });
  });

  it('pages a word most members match in name order, ties by first name and id, as a plain query sorts them', async () => {
    // Members whose last name holds "dicht" in any case, with accents and spaces, among others who
    // sort before and after them; names shared, so first name and id break ties; every seventh inactive.
    const lastNames = [
      'Dichter',
      'De Dichte',
      'dichtbij',
      'Van Dicht',
      'Dichté',
      'Aerts',
      'Zeldicht',
      'Wouters',
    ];
    await ctx.database.db.execute(
      sql`insert into members (first_name, last_name, tribe_number, is_active)
          select (array['Jan', 'An', 'jan', 'Émile'])[1 + g % 4],
            (array[${sql.join(
              lastNames.map((name) => sql`${name}`),
              sql`, `,
            )}])[1 + (g * 7) % ${lastNames.length}],
            'D' || g, g % 7 <> 0
          from generate_series(1, ${2 * COUNT_CAP}) g`,
    );
    /** The ids of a page of `words` as a plain query finds and sorts them. */
    const expected = (words: string[], page: number, showInactive: boolean, descending: boolean) => {
      const direction = sql.raw(descending ? 'desc' : 'asc');
      return rowsOf<{ id: number }>(
        ctx,
        sql`select id from members
            where (is_active or ${showInactive}) and ${sql.join(
              words.map((word) => sql`search_text like ${`%${word}%`}`),
              sql` and `,
            )}
            order by last_name ${direction}, first_name ${direction}, id ${direction}
            limit 25 offset ${(page - 1) * 25}`,
      );
    };
    for (const [searchString, page, showInactive, descending] of [
      ['dicht', 1, false, false],
      ['dicht', 2, false, false],
      ['dicht', 500, false, false],
      ['dicht', 1, true, false],
      ['dicht', 2, false, true],
      ['dicht', 3, false, true],
      ['jan dicht', 1, false, false],
      ['jan dicht', 2, false, false],
      ['jan dicht', 3, true, false],
    ] as const) {
      const body = await list({
        searchString,
        page,
        showInactive,
        ...(descending ? { sortOrder: 'DESC' } : {}),
      });
      const ids = (await expected(searchString.split(' '), page, showInactive, descending)).map(
        (row) => row.id,
      );
      expect(ids).toHaveLength(25);
      expect(body.members.map((member) => member.id)).toEqual(ids);
    }
    expect(await list({ searchString: 'dicht' })).toMatchObject({
      total: COUNT_CAP + 1,
      totalIsLowerBound: true,
    });
  });

  it('gives the members a new version as a transaction that writes them commits, and only then', async () => {
    const version = async (db: Pick<typeof ctx.database.db, 'execute'> = ctx.database.db) =>
      (
        (await db.execute(sql`select version from members_version`)) as unknown as {
          rows: { version: string }[];
        }
      ).rows[0].version;
    const before = await version();
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(
        sql`update members set first_name = first_name where id in (select id from members limit 2)`,
      );
      expect(await version(tx)).toBe(before);
    });
    const written = await version();
    expect(written).not.toBe(before);
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`delete from members where id in (select id from members limit 1)`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await version()).toBe(written);
  });

  it('answers a search asked again from its kept count only while no member was written since, whoever wrote', async () => {
    // Written in SQL, as another server on the same database would write: this server learns of each
    // write only from the members' version.
    const write = (statement: ReturnType<typeof sql>) => ctx.database.db.execute(statement);
    await write(
      sql`insert into members (first_name, last_name, tribe_number)
          select 'Teller', 'Telling ' || lpad(g::text, 2, '0'), 'T' || g from generate_series(1, 30) g`,
    );
    const counted = async (searchString: string, page = 1) => {
      const body = await list({ searchString, page });
      return { total: body.total, rows: body.members.length };
    };
    expect(await counted('teller')).toEqual({ total: 30, rows: 25 });
    expect(await counted('teller', 2)).toEqual({ total: 30, rows: 5 });
    await write(
      sql`insert into members (first_name, last_name, tribe_number) values ('Teller', 'Telling 31', 'T31')`,
    );
    expect(await counted('teller', 2)).toEqual({ total: 31, rows: 6 });
    expect(await counted('teller')).toEqual({ total: 31, rows: 25 });
    await write(sql`update members set is_active = false where tribe_number = 'T1'`);
    expect(await counted('teller')).toEqual({ total: 30, rows: 25 });
    await write(sql`delete from members where tribe_number in ('T2', 'T3')`);
    expect(await counted('teller', 2)).toEqual({ total: 28, rows: 3 });
    // An address's town reaches its member's search text by the addresses' trigger.
    await write(
      sql`with moved as (insert into addresses (street, number, zipcode, city, country_id)
            values ('Markt', '1', '8500', 'Kortrijk', 1) returning id)
          update members set address_id = (select id from moved) where tribe_number = 'T4'`,
    );
    expect(await counted('teller kortrijk')).toEqual({ total: 1, rows: 1 });
    await write(
      sql`update addresses set city = 'Menen' where id = (select address_id from members where tribe_number = 'T4')`,
    );
    expect(await counted('teller kortrijk')).toEqual({ total: 0, rows: 0 });
    expect(await counted('teller menen')).toEqual({ total: 1, rows: 1 });
  });

  it('walks the name order in its index alone to find the members matching a word', async () => {
    const plan = await ctx.database.db.transaction(async (tx) => {
      // Leave the planner only the name order's index, to see whether it can test the word in the index.
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      await tx.execute(sql`set local enable_incremental_sort = off`);
      const explained = await tx.execute(
        sql`explain select id, last_name, first_name from members
            where is_active and search_text like '%dicht%' order by last_name, first_name, id limit 10001`,
      );
      return JSON.stringify((explained as unknown as { rows: unknown[] }).rows);
    });
    expect(plan).toContain('Index Only Scan using members_name_search_index');
  });

  it(`counts messages and adverts exactly up to ${COUNT_CAP} and pages them to their last row`, async () => {
    const messagesList = (body: Record<string, unknown>) => post('/Messages/list', body);
    const advertsList = (body: Record<string, unknown>) => post('/Adverts/list', body);
    await ctx.database.db.execute(
      sql`insert into messages (title, start_date, end_date)
          select 'Bericht ' || g, now() - g * interval '1 minute', now() from generate_series(1, ${COUNT_CAP}) g`,
    );
    const [{ id: memberId }] = await rowsOf<{ id: number }>(ctx, sql`select min(id) as id from members`);
    await ctx.database.db.execute(
      sql`insert into adverts (member_id, message, advert_type, visible_from, visible_to)
          select ${memberId}, 'Zoekertje ' || g, 'offer', '2026-01-01', '2026-12-31' from generate_series(1, ${COUNT_CAP}) g`,
    );
    for (const ask of [messagesList, advertsList]) {
      const exact = await ask({});
      expect(exact).toMatchObject({ total: COUNT_CAP, totalPages: COUNT_CAP / 25 });
      expect(exact).not.toHaveProperty('totalIsLowerBound');
    }
    await ctx.database.db.execute(
      sql`insert into messages (title, start_date, end_date)
          select 'Oud bericht ' || g, now() - interval '1 year' - g * interval '1 minute', now() from generate_series(1, 30) g`,
    );
    await ctx.database.db.execute(
      sql`insert into adverts (member_id, message, advert_type, visible_from, visible_to)
          select ${memberId}, 'Oud zoekertje ' || g, 'offer', '2025-01-01', '2025-12-31' from generate_series(1, 30) g`,
    );
    for (const [ask, kind, oldest] of [
      [messagesList, 'messages', 'Oud bericht 30'],
      [advertsList, 'adverts', 'Oud zoekertje 1'],
    ] as const) {
      expect(await ask({})).toMatchObject({ total: COUNT_CAP + 1, totalIsLowerBound: true });
      const last = await lastPage((page) => ask({ page }));
      expect(last).toMatchObject({ total: COUNT_CAP + 30, page: Math.ceil((COUNT_CAP + 30) / 25) });
      expect(last).not.toHaveProperty('totalIsLowerBound');
      const rows = last[kind];
      expect(rows).toHaveLength(5);
      const detail = await ctx.api({
        method: 'GET',
        url: `/api/backoffice/${kind === 'messages' ? 'Messages' : 'Adverts'}/${rows[4].id}`,
      });
      expect(Object.values(detail.json())).toContain(oldest);
    }
  });
});
