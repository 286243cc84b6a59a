import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWebApp } from './web-app.js';

/** The built web app as the API serves it: precompressed, cached by name, source maps private. */

let root: string;
let app: FastifyInstance;
const script = 'export const answer = 42;\n'.repeat(100);

// Given a built web app (a page, a hashed script precompressed both ways, its source map) served by serveWebApp.
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'wellway-web-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Wellway</title>');
  writeFileSync(join(root, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(root, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(root, 'assets', 'index-abc123.js.gz'), gzipSync(script));
  writeFileSync(join(root, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["src/main.tsx"]}');
  app = Fastify();
  await serveWebApp(app, root);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the web app as served', () => {
  it('sends a hashed asset precompressed, cached for a year', async () => {
    // When a browser that accepts Brotli, and one that accepts gzip only, ask for the script
    const brotli = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    const gzip = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });

    // Then each gets its precompressed file, cached for a year
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.rawPayload.length).toBeLessThan(script.length / 10);
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('revalidates the page itself, at its own address and at any client route', async () => {
    for (const url of ['/', '/index.html', '/home']) {
      // When the page is asked for at its address or a client route, then it is served, revalidated each time
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain('<title>Wellway</title>');
    }
  });

  it('never serves a source map', async () => {
    // When the source map is asked for
    const response = await app.inject({ url: '/assets/index-abc123.js.map' });

    // Then it is not there
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('src/main.tsx');
  });
});
