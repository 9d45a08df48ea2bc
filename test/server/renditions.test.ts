/**
 * Photos fit the screen (issue R, outcome 4): an uploaded phone photo gets a thumbnail (≤ 400 px) and a
 * display size (≤ 1600 px), upright, WebP, without EXIF (so without location); the original stays
 * downloadable as sent; an image stored before renditions existed gets them at its first request; an
 * image declaring too many pixels is refused; the bytes of a deleted image leave the blob store.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../server/src/db/schema';
import { sweepBlobs } from '../../server/src/services/storage/files';
import { advertFormFields } from './advertForm';
import { backends, createTestContext, type TestContext } from './context';
import { formData, PNG } from './formData';
import { memberPayload } from './memberPayload';
import { PHOTO_SIZE, phonePhoto } from './photos';
import { storeTestFile } from './storedFiles';

describe.each(backends)('image renditions on %s', (backend) => {
  let ctx: TestContext;
  let memberId: number;
  let photo: Buffer;
  let advert: {
    id: number;
    images: { location: string; thumbnailLocation: string; displayLocation: string }[];
  };

  const createAdvert = (files: { fileName: string; bytes: Buffer }[]) => {
    const form = formData(
      advertFormFields(memberId),
      files.map((file) => ({ field: 'files', ...file })),
    );
    return ctx.api({ method: 'POST', url: '/api/backoffice/Adverts', ...form });
  };

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    const [member] = await ctx.database.db
      .insert(members)
      .values({
        firstName: memberPayload().firstName,
        lastName: memberPayload().lastName,
        tribeNumber: 'RR01',
      })
      .returning({ id: members.id });
    memberId = member.id;
    photo = await phonePhoto();
    const response = await createAdvert([{ fileName: 'koppel.jpg', bytes: photo }]);
    expect(response.statusCode, response.body).toBe(201);
    advert = response.json();
  }, 60_000);
  afterAll(() => ctx.close());

  it('names the original and both renditions of each image', () => {
    const [image] = advert.images;
    expect(image.thumbnailLocation).toBe(`${image.location}/thumbnail`);
    expect(image.displayLocation).toBe(`${image.location}/display`);
  });

  it("leads the advert's list row with its first photo's thumbnail", async () => {
    const response = await ctx.api({
      method: 'POST',
      url: '/api/backoffice/Adverts/list',
      payload: { pageSize: 25, page: 1 },
    });
    const row = response.json().adverts.find((item: { id: number }) => item.id === advert.id);
    expect(row.thumbnailLocation).toBe(advert.images[0].thumbnailLocation);
  });

  it('shows a page of 25 adverts with photos for less than 1 MB of images', async () => {
    const created = [advert.id];
    while (created.length < 25)
      created.push((await createAdvert([{ fileName: 'koppel.jpg', bytes: photo }])).json().id);
    const page = await ctx.api({
      method: 'POST',
      url: '/api/backoffice/Adverts/list',
      payload: { pageSize: 25, page: 1 },
    });
    const rows: { thumbnailLocation: string | null }[] = page.json().adverts;
    expect(rows.length).toBe(25);
    let bytes = 0;
    for (const row of rows) {
      const thumbnail = await ctx.app.inject({ url: row.thumbnailLocation as string });
      expect(thumbnail.headers['content-type']).toBe('image/webp');
      bytes += thumbnail.rawPayload.length;
    }
    console.log(
      `${backend}: a page of 25 adverts loads ${Math.round(bytes / 1024)} kB of thumbnails; ` +
        `their originals would be ${Math.round((25 * photo.length) / 1024)} kB`,
    );
    expect(bytes).toBeLessThan(1_000_000);
  }, 60_000);

  it('makes an upright WebP thumbnail of at most 400 px without EXIF', async () => {
    const response = await ctx.app.inject({ url: advert.images[0].thumbnailLocation });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers['content-disposition']).toBe("inline; filename*=UTF-8''koppel-thumbnail.webp");
    const meta = await sharp(response.rawPayload).metadata();
    // Stored 4000 × 3000 with orientation 6: upright it stands 3000 wide and 4000 high.
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'webp',
      width: 300,
      height: 400,
    });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(response.rawPayload.length).toBeLessThan(100_000);
  });

  it('makes a display size of at most 1600 px, upright, without EXIF', async () => {
    const response = await ctx.app.inject({ url: advert.images[0].displayLocation });
    expect(response.statusCode).toBe(200);
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 1600]);
    expect(meta.exif).toBeUndefined();
  });

  it('keeps the original downloadable as it was sent, EXIF included', async () => {
    const response = await ctx.app.inject({ url: advert.images[0].location });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(photo)).toBe(true);
    expect((await sharp(response.rawPayload).metadata()).width).toBe(PHOTO_SIZE.width);
  });

  it('never enlarges a small image', async () => {
    const response = await createAdvert([{ fileName: 'stip.png', bytes: PNG }]);
    const thumbnail = await ctx.app.inject({ url: response.json().images[0].thumbnailLocation });
    const meta = await sharp(thumbnail.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1, 1]);
  });

  it('makes the renditions of an image stored before they existed at its first request', async () => {
    const id = await storeTestFile(ctx.database, {
      fileName: 'oud.png',
      contentType: 'image/png',
      bytes: PNG,
    });
    const response = await ctx.app.inject({ url: `/media/${id}/display` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
  });

  it('answers 404 for the rendition of a document and 400 for an unknown rendition', async () => {
    const pdf = await storeTestFile(ctx.database, {
      fileName: 'reglement.pdf',
      contentType: 'application/pdf',
      bytes: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    expect((await ctx.app.inject({ url: `/media/${pdf}/thumbnail` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `${advert.images[0].location}/huge` })).statusCode).toBe(400);
  });

  it('refuses an image that declares more than 64 megapixels, naming the file', async () => {
    // A PNG of 10,000 × 10,000 one-colour pixels: tiny to send, 400 MB to decode.
    const huge = await sharp({
      create: { width: 10_000, height: 10_000, channels: 3, background: '#3a7' },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const response = await createAdvert([{ fileName: 'poster.png', bytes: huge }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'files',
      reason: 'tooManyPixels',
      limit: 64,
      measure: 'megapixels',
      error: expect.stringContaining("'poster.png'"),
    });
  }, 30_000);

  it('lets the bytes of a deleted advert image go at the next sweep', async () => {
    const response = await createAdvert([{ fileName: 'weg.jpg', bytes: await phonePhoto() }]);
    const { id, images } = response.json();
    expect((await ctx.app.inject({ url: images[0].thumbnailLocation })).statusCode).toBe(200);
    expect((await ctx.api({ method: 'DELETE', url: `/api/backoffice/Adverts/${id}` })).statusCode).toBe(200);
    // The original and its two renditions: the other adverts' blobs stay.
    expect(await sweepBlobs(ctx.database.db, ctx.database.blobs, 0)).toBe(3);
    expect((await ctx.app.inject({ url: advert.images[0].thumbnailLocation })).statusCode).toBe(200);
  }, 30_000);
});
