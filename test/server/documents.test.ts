/**
 * Documents — 'Downloads' (issue E; docs/api/documents.md): upload judged by content, 25 MB limit while
 * streaming, zip bombs refused from the zip directory, download of the same bytes under the original
 * name, list with search, update, delete.
 */
import { Document, Packer, Paragraph } from 'docx';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { documents, files } from '../../server/src/db/schema';
import { buildPdf } from '../../server/src/db/seed/documents';
import { backends, createTestContext, type TestContext } from './context';
import { endlessUpload, FORM_CONTENT_TYPE, fieldParts, filePartHead, formData, PNG } from './formData';
import { sheetBomb } from './zipBombs';

const MB = 1024 * 1024;
const pdf = buildPdf('Reglement tentoonstelling', ['Enkel vogels met een gesloten ring.']);

async function docx() {
  const document = new Document({
    sections: [{ children: [new Paragraph('Verslag algemene vergadering')] }],
  });
  return Packer.toBuffer(document);
}

async function xlsx() {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Ringen').addRow(['maat', 'prijs']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The header of an OLE compound file, the container of Word 97–2003 and Excel 97–2003 files. */
const compoundFile = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1024)]);

describe.each(backends)('documents on %s', (backend) => {
  let ctx: TestContext;
  const upload = (fields: Record<string, string>, file?: { fileName: string; bytes: Buffer }) =>
    ctx.api({
      method: 'POST',
      url: '/api/backoffice/Documents',
      ...formData(fields, file ? [{ field: 'file', ...file }] : []),
    });
  const list = (body: Record<string, unknown> = {}) =>
    ctx.api({
      method: 'POST',
      url: '/api/backoffice/Documents/list',
      payload: { pageSize: 25, page: 1, ...body },
    });
  const stored = async () => ({
    documents: (await ctx.database.db.select().from(documents)).length,
    files: (await ctx.database.db.select().from(files)).length,
  });

  beforeAll(async () => {
    ctx = await createTestContext(backend);
  });
  beforeEach(async () => {
    await ctx.database.db.delete(documents);
    await ctx.database.db.delete(files);
  });
  afterAll(() => ctx.close());

  it('uploads a PDF: 201 with the detail; its url serves the same bytes under the original name', async () => {
    const response = await upload(
      { title: '  Reglement 2027 ', isVisible: 'true' },
      { fileName: 'Règlement 2027.pdf', bytes: pdf },
    );
    expect(response.statusCode).toBe(201);
    const detail = response.json();
    expect(detail).toEqual({
      id: expect.any(Number),
      title: 'Reglement 2027',
      type: 'pdf',
      url: expect.stringMatching(/^\/media\/[0-9a-f-]{36}$/),
      isVisible: true,
      fileName: 'Règlement 2027.pdf',
      sizeBytes: pdf.length,
      createdOn: expect.any(String),
    });
    expect((await ctx.api({ method: 'GET', url: `/api/backoffice/Documents/${detail.id}` })).json()).toEqual(
      detail,
    );
    const download = await ctx.app.inject({ url: detail.url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('Règlement 2027.pdf')}`,
    );
  });

  it.each([
    ['verslag.docx', 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', docx],
    ['ringen.xlsx', 'xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', xlsx],
    ['oud verslag.doc', 'doc', 'application/msword', async () => compoundFile],
    ['oude lijst.xls', 'xls', 'application/vnd.ms-excel', async () => compoundFile],
    ['affiche.png', 'png', 'image/png', async () => PNG],
  ])('takes %s as type %s, served as %s', async (fileName, type, contentType, build) => {
    const bytes = await build();
    const response = await upload({ title: fileName, isVisible: 'false' }, { fileName, bytes });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ type, isVisible: false, fileName });
    const download = await ctx.api({
      method: 'GET',
      url: `/api/backoffice/Documents/${response.json().id}/file`,
    });
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect(download.headers['content-type']).toBe(contentType);
  });

  it.each([
    ['an executable renamed', 'report.pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2048, 0x90)])],
    [
      'an HTML page saved as',
      'report.pdf',
      Buffer.from('<!DOCTYPE html><html><body>Betaal hier</body></html>'),
    ],
    ['a compound file not named .doc or .xls:', 'report.pdf', compoundFile],
  ])('refuses %s report.pdf by its content, storing nothing', async (_what, fileName, bytes) => {
    const response = await upload({ title: 'Verslag', isVisible: 'true' }, { fileName, bytes });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ isSuccess: false, field: 'file', reason: 'unsupportedType' });
    expect(response.json().error).toContain("'report.pdf'");
    expect(await stored()).toEqual({ documents: 0, files: 0 });
  });

  it('refuses a 26 MB file (tooLarge), storing nothing', async () => {
    const bytes = Buffer.concat([pdf, Buffer.alloc(26 * MB - pdf.length, 0x20)]);
    const response = await upload({ title: 'Te groot', isVisible: 'true' }, { fileName: 'groot.pdf', bytes });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'file', reason: 'tooLarge' });
    expect(response.json().error).toBe("The file 'groot.pdf' is larger than 25 MB.");
    expect(await stored()).toEqual({ documents: 0, files: 0 });
  });

  it('answers 400 once 25 MB have passed, without waiting for the rest of the upload', async () => {
    // readMultipartForm keeps at most 25 MB of a file and ends the file stream when the limit is passed,
    // so the refusal does not wait for the rest. This body passes 25 MB and then never ends: were the
    // upload read (or buffered) whole, no answer could come and the test would time out.
    const head = Buffer.concat([
      fieldParts({ title: 'Oneindig', isVisible: 'true' }),
      filePartHead('file', 'x.pdf'),
    ]);
    const endless = endlessUpload(head, 26 * MB);
    const response = await ctx.api({
      method: 'POST',
      url: '/api/backoffice/Documents',
      payload: endless,
      headers: { 'content-type': FORM_CONTENT_TYPE },
    });
    endless.destroy();
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'file', reason: 'tooLarge' });
    expect(await stored()).toEqual({ documents: 0, files: 0 });
  });

  it('refuses a spreadsheet that unpacks to 258 times its size (zipBomb), storing nothing', async () => {
    const bytes = await sheetBomb(100_000);
    const response = await upload(
      { title: 'Ledenlijst', isVisible: 'true' },
      { fileName: 'leden.xlsx', bytes },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ isSuccess: false, field: 'file', reason: 'zipBomb' });
    expect(await stored()).toEqual({ documents: 0, files: 0 });
  });

  it.each([
    [{ isVisible: 'true' }, 'title', 'required'],
    [{ title: '   ', isVisible: 'true' }, 'title', 'pattern'],
    [{ title: 'x'.repeat(201), isVisible: 'true' }, 'title', 'maxLength'],
    [{ title: 'Statuten' }, 'isVisible', 'required'],
    [{ title: 'Statuten', isVisible: 'misschien' }, 'isVisible', 'type'],
  ])('refuses the fields %j: 400 naming %s', async (fields, field, reason) => {
    const response = await upload(fields, { fileName: 'statuten.pdf', bytes: pdf });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ isSuccess: false, field, reason });
    expect(await stored()).toEqual({ documents: 0, files: 0 });
  });

  it('refuses an upload without a file, an empty file, two files, or a JSON body', async () => {
    const fields = { title: 'Statuten', isVisible: 'true' };
    expect((await upload(fields)).json()).toMatchObject({ field: 'file', reason: 'required' });
    expect((await upload(fields, { fileName: 'leeg.pdf', bytes: Buffer.alloc(0) })).json()).toMatchObject({
      field: 'file',
      reason: 'required',
    });
    const two = await ctx.api({
      method: 'POST',
      url: '/api/backoffice/Documents',
      ...formData(fields, [
        { field: 'file', fileName: 'a.pdf', bytes: pdf },
        { field: 'file', fileName: 'b.pdf', bytes: pdf },
      ]),
    });
    expect(two.json()).toMatchObject({ statusCode: 400, field: 'file', reason: 'tooManyFiles' });
    const json = await ctx.api({ method: 'POST', url: '/api/backoffice/Documents', payload: fields });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ reason: 'notMultipart' });
    expect(await stored()).toEqual({ documents: 0, files: 0 });
  });

  it('lists newest first, searches the title ignoring case and accents, sorts by title and pages', async () => {
    for (const title of [
      'Règlement tentoonstelling',
      'Inschrijvingsformulier',
      'Statuten',
      'Reglement kweek',
    ])
      expect((await upload({ title, isVisible: 'true' }, { fileName: 'd.pdf', bytes: pdf })).statusCode).toBe(
        201,
      );
    const all = (await list()).json();
    expect(all).toMatchObject({
      statusCode: 200,
      isSuccess: true,
      total: 4,
      totalPages: 1,
      page: 1,
      pageSize: 25,
    });
    expect(all.documents.map((d: { title: string }) => d.title)).toEqual([
      'Reglement kweek',
      'Statuten',
      'Inschrijvingsformulier',
      'Règlement tentoonstelling',
    ]);
    expect(all.documents[0]).toEqual({
      id: expect.any(Number),
      title: 'Reglement kweek',
      isVisible: true,
      type: 'pdf',
      url: expect.stringMatching(/^\/media\//),
      createdOn: expect.any(String),
    });
    const titles = async (body: Record<string, unknown>) =>
      (await list(body)).json().documents.map((d: { title: string }) => d.title);
    expect(await titles({ searchString: 'REGLEMENT' })).toEqual([
      'Reglement kweek',
      'Règlement tentoonstelling',
    ]);
    expect(await titles({ searchString: 'règl tentoon' })).toEqual(['Règlement tentoonstelling']);
    expect(await titles({ searchString: '50%' })).toEqual([]);
    expect(await titles({ sortField: 'title' })).toEqual([
      'Inschrijvingsformulier',
      'Reglement kweek',
      'Règlement tentoonstelling',
      'Statuten',
    ]);
    const page2 = (await list({ pageSize: 3, page: 2, sortField: 'title', sortOrder: 'DESC' })).json();
    expect(page2).toMatchObject({ total: 4, totalPages: 2, page: 2 });
    expect(page2.documents.map((d: { title: string }) => d.title)).toEqual(['Inschrijvingsformulier']);
    expect((await list({ pageSize: 0 })).statusCode).toBe(400);
  });

  it('updates title and visibility with JSON; 400 naming the field; 404 for an unknown id', async () => {
    const { id } = (
      await upload({ title: 'Statuten', isVisible: 'true' }, { fileName: 's.pdf', bytes: pdf })
    ).json();
    const put = (target: number, payload: Record<string, unknown>) =>
      ctx.api({ method: 'PUT', url: `/api/backoffice/Documents/${target}`, payload });
    const updated = await put(id, { title: ' Statuten 2027 ', isVisible: false });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id, title: 'Statuten 2027', isVisible: false, type: 'pdf' });
    expect((await list()).json().documents[0]).toMatchObject({ title: 'Statuten 2027', isVisible: false });
    const blank = await put(id, { title: '', isVisible: true });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ isSuccess: false, field: 'title' });
    expect((await put(id, { title: 'Statuten' })).json()).toMatchObject({
      statusCode: 400,
      field: 'isVisible',
    });
    expect((await put(id + 1000, { title: 'Statuten', isVisible: true })).statusCode).toBe(404);
  });

  it('deletes a document with its stored file; unknown ids answer 404', async () => {
    const { id, url } = (
      await upload({ title: 'Statuten', isVisible: 'true' }, { fileName: 's.pdf', bytes: pdf })
    ).json();
    const deleted = await ctx.api({ method: 'DELETE', url: `/api/backoffice/Documents/${id}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ statusCode: 200, isSuccess: true, error: null });
    expect(await stored()).toEqual({ documents: 0, files: 0 });
    expect((await ctx.app.inject({ url })).statusCode).toBe(404);
    expect((await ctx.api({ method: 'GET', url: `/api/backoffice/Documents/${id}` })).statusCode).toBe(404);
    expect((await ctx.api({ method: 'DELETE', url: `/api/backoffice/Documents/${id}` })).statusCode).toBe(
      404,
    );
  });

  it('needs a staff token and, for changes, the CSRF header', async () => {
    expect(
      (await ctx.api({ method: 'POST', url: '/api/backoffice/Documents/list', token: null })).statusCode,
    ).toBe(401);
    const noCsrf = await ctx.api({
      method: 'POST',
      url: '/api/backoffice/Documents',
      csrf: false,
      ...formData({ title: 'x', isVisible: 'true' }, [{ field: 'file', fileName: 'x.pdf', bytes: pdf }]),
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(await stored()).toEqual({ documents: 0, files: 0 });
  });
});
