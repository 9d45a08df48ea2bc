/**
 * The built SPA as browsers fetch it: brotli or gzip as they accept, hashed files under assets/ cached
 * for a year, index.html, the list screens' pages and the dictionaries revalidated on every use.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config';
import spa from '../../server/src/plugins/spa';

const INDEX =
  '<!doctype html><html lang="nl"><script type="module" src="/assets/index-Dk3x9Q2a.js"></script></html>';
const SCRIPT = `console.log(${JSON.stringify('Club Beheer '.repeat(200))});`;
const MEMBERS_PAGE = INDEX.replace(
  '</html>',
  '<link rel="modulepreload" crossorigin href="/assets/MembersList-Bq3x.js"></html>',
);
const DICTIONARY = JSON.stringify({ app: { title: 'Club Beheer' } });

/** A file and the .br and .gz copies the build writes beside it. */
async function writeCompressed(file: string, text: string) {
  await writeFile(file, text);
  await writeFile(`${file}.br`, brotliCompressSync(text));
  await writeFile(`${file}.gz`, gzipSync(text));
}

describe('the built SPA', () => {
  let rootDir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    rootDir = await mkdtemp(path.join(os.tmpdir(), 'club-beheer-spa-'));
    await mkdir(path.join(rootDir, 'dist', 'assets', 'i18n'), { recursive: true });
    await mkdir(path.join(rootDir, 'dist', 'screens'));
    await writeCompressed(path.join(rootDir, 'dist', 'screens', 'members.html'), MEMBERS_PAGE);
    await writeCompressed(path.join(rootDir, 'dist', 'index.html'), INDEX);
    await writeCompressed(path.join(rootDir, 'dist', 'assets', 'index-Dk3x9Q2a.js'), SCRIPT);
    await writeCompressed(path.join(rootDir, 'dist', 'assets', 'i18n', 'nl.json'), DICTIONARY);
    app = Fastify();
    await app.register(spa, { config: loadConfig({}), rootDir, serveBuild: true });
  });
  afterAll(async () => {
    await app.close();
    await rm(rootDir, { recursive: true, force: true });
  });

  it('sends a hashed script brotli-compressed to a browser that accepts it, cached for a year', async () => {
    const response = await app.inject({
      url: '/assets/index-Dk3x9Q2a.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-encoding': 'br',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'accept-encoding',
    });
    expect(response.headers['content-type']).toMatch(/^application\/javascript/);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a browser without brotli, and the plain file to one that accepts neither', async () => {
    const gzip = await app.inject({
      url: '/assets/index-Dk3x9Q2a.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/index-Dk3x9Q2a.js', headers: { 'accept-encoding': '' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends index.html for a client-side route, compressed and revalidated on every visit', async () => {
    for (const url of ['/', '/dashboard', '/members/12', '/adverts']) {
      const response = await app.inject({
        url,
        headers: { accept: 'text/html', 'accept-encoding': 'br' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers).toMatchObject({ 'content-encoding': 'br', 'cache-control': 'no-cache' });
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX);
    }
  });

  it("sends the page that asks for the list screen's files at the list's path, compressed and revalidated", async () => {
    for (const url of ['/members', '/members?perPage=25']) {
      const response = await app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers).toMatchObject({ 'content-encoding': 'br', 'cache-control': 'no-cache' });
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(MEMBERS_PAGE);
    }
  });

  it('serves a dictionary compressed, revalidated with its ETag', async () => {
    const response = await app.inject({ url: '/assets/i18n/nl.json', headers: { 'accept-encoding': 'br' } });
    expect(response.headers).toMatchObject({ 'content-encoding': 'br', 'cache-control': 'no-cache' });
    const again = await app.inject({
      url: '/assets/i18n/nl.json',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
