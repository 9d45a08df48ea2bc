/**
 * Who gets a document's bytes (issue G2): /media serves a visible document to anyone with the link and
 * a hidden one to nobody; staff fetch any document through GET /Documents/{id}/file with their token.
 * Every answer that carries stored bytes is sandboxed (CSP) and never sniffed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPdf } from '../../server/src/db/seed/documents';
import { backends, createTestContext, type TestContext } from './context';
import { formData } from './formData';

const pdf = buildPdf('Ledenlijst bestuur', ['Enkel voor het bestuur.']);
const SANDBOX = "default-src 'none'; sandbox";

describe.each(backends)('document files on %s', (backend) => {
  let ctx: TestContext;
  const upload = async (isVisible: boolean) =>
    (
      await ctx.api({
        method: 'POST',
        url: '/api/backoffice/Documents',
        ...formData({ title: 'Ledenlijst', isVisible: String(isVisible) }, [
          { field: 'file', fileName: 'ledenlijst bestuur.pdf', bytes: pdf },
        ]),
      })
    ).json() as { id: number; url: string };
  const hide = (id: number, isVisible: boolean) =>
    ctx.api({
      method: 'PUT',
      url: `/api/backoffice/Documents/${id}`,
      payload: { title: 'Ledenlijst', isVisible },
    });
  const fileOf = (id: number, token?: string | null) =>
    ctx.api({ method: 'GET', url: `/api/backoffice/Documents/${id}/file`, token, csrf: false });

  beforeAll(async () => {
    ctx = await createTestContext(backend);
  });
  afterAll(() => ctx.close());

  it('serves a hidden document to nobody at /media, and again once it is made visible', async () => {
    const { id, url } = await upload(false);
    const anonymous = await ctx.app.inject({ url });
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.rawPayload.includes(Buffer.from('Ledenlijst bestuur'))).toBe(false);
    expect(anonymous.headers['content-security-policy']).toBe(SANDBOX);

    await hide(id, true);
    const visible = await ctx.app.inject({ url });
    expect(visible.statusCode).toBe(200);
    expect(visible.rawPayload.equals(pdf)).toBe(true);

    await hide(id, false);
    expect((await ctx.app.inject({ url })).statusCode).toBe(404);
  });

  it('gives staff the bytes of a hidden document with its name, sandboxed and not stored in caches', async () => {
    const { id } = await upload(false);
    const response = await fileOf(id);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(pdf)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('ledenlijst bestuur.pdf')}`,
    );
    expect(response.headers['content-security-policy']).toBe(SANDBOX);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses the file without a token or without the staff permission, and 404s an unknown document', async () => {
    const { id } = await upload(false);
    const anonymous = await fileOf(id, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.rawPayload.includes(Buffer.from('%PDF'))).toBe(false);
    const member = await fileOf(id, await ctx.token({ permissions: [] }));
    expect(member.statusCode).toBe(403);
    expect(member.rawPayload.includes(Buffer.from('%PDF'))).toBe(false);
    const unknown = await fileOf(id + 1000);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ isSuccess: false });
  });
});
