/** GET /media/{uuid}: stored bytes with their content type and name; unknown or malformed ids refused. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../server/src/db/schema';
import { backends, createTestContext, type TestContext } from './context';

describe.each(backends)('media on %s', (backend) => {
  let ctx: TestContext;
  const pdf = Buffer.from('%PDF-1.4\n% Reglement\n%%EOF\n');
  let pdfId: string;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    const [row] = await ctx.database.db
      .insert(files)
      .values({
        fileName: 'reglement 2026.pdf',
        contentType: 'application/pdf',
        sizeBytes: pdf.length,
        data: pdf,
      })
      .returning({ id: files.id });
    pdfId = row.id;
  });
  afterAll(() => ctx.close());

  it('serves the stored bytes with type, nosniff and the original name', async () => {
    const response = await ctx.app.inject({ url: `/media/${pdfId}` });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(pdf)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe("attachment; filename*=UTF-8''reglement%202026.pdf");
  });

  it('answers 404 for an unknown id and 400 for an id that is not a UUID', async () => {
    const unknown = await ctx.app.inject({ url: '/media/00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ isSuccess: false });
    expect((await ctx.app.inject({ url: '/media/1' })).statusCode).toBe(400);
  });
});
