/**
 * GET /media/{uuid}: stored bytes with their content type and name; unknown or malformed ids refused;
 * every answer sandboxed by its CSP (a PDF with scripts or an image that is also HTML runs nothing).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestContext, type TestContext } from './context';
import { PNG } from './formData';
import { storeTestFile } from './storedFiles';

const SANDBOX = "default-src 'none'; sandbox";

describe.each(backends)('media on %s', (backend) => {
  let ctx: TestContext;
  const pdf = Buffer.from('%PDF-1.4\n% Reglement\n%%EOF\n');
  let pdfId: string;
  let pngId: string;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    pdfId = await storeTestFile(ctx.database, {
      fileName: 'reglement 2026.pdf',
      contentType: 'application/pdf',
      bytes: pdf,
    });
    pngId = await storeTestFile(ctx.database, { fileName: 'kooi.png', contentType: 'image/png', bytes: PNG });
  });
  afterAll(() => ctx.close());

  it('serves the stored bytes with type, nosniff and the original name', async () => {
    const response = await ctx.app.inject({ url: `/media/${pdfId}` });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(pdf)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe("attachment; filename*=UTF-8''reglement%202026.pdf");
    expect(response.headers['content-security-policy']).toBe(SANDBOX);
  });

  it('serves an image inline, public, sandboxed and never sniffed', async () => {
    const response = await ctx.app.inject({ url: `/media/${pngId}` });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PNG)).toBe(true);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe("inline; filename*=UTF-8''kooi.png");
    expect(response.headers['content-security-policy']).toBe(SANDBOX);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 404 for an unknown id and 400 for an id that is not a UUID', async () => {
    const unknown = await ctx.app.inject({ url: '/media/00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ isSuccess: false });
    const malformed = await ctx.app.inject({ url: '/media/1' });
    expect(malformed.statusCode).toBe(400);
    for (const answer of [unknown, malformed]) {
      expect(answer.headers['content-security-policy']).toBe(SANDBOX);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
