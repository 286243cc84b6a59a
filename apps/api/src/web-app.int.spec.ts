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
    const brotli = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.rawPayload.length).toBeLessThan(script.length / 10);

    const gzip = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('revalidates the page itself, at its own address and at any client route', async () => {
    for (const url of ['/', '/index.html', '/home']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain('<title>Wellway</title>');
    }
  });

  it('never serves a source map', async () => {
    const response = await app.inject({ url: '/assets/index-abc123.js.map' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('src/main.tsx');
  });
});
