import { mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CROSS_ORIGIN, edgeOptions, installInputGuards, NOT_UNICODE } from './input-guards.js';
import { startApiHarness, type ApiHarness } from '../testing/api-harness.spec.js';

/** Every error a client can see is in the envelope `{ errors: [...] }`, even those Fastify or Node answer before Nest. */

/** Sends raw bytes and reads the whole answer (the request says `Connection: close`, or the server closes after an error). */
function rawRequest(port: number, request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body });
    });
    socket.write(request);
  });
}

describe('the API edge', () => {
  let harness: ApiHarness;
  let port: number;

  // Given the API with a web app to serve, as `npm start` runs it (its fallback route sees every non-API address).
  beforeAll(async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'wellway-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Wellway</title>');
    writeFileSync(join(webDist, 'app.js'), '');
    harness = await startApiHarness(new Date('2026-11-22T15:00:00Z'), [], {}, { webDist });
    port = Number(new URL(harness.base).port);
  });
  afterAll(() => harness?.stop());

  it('answers an address over 16 KB with 431 in the envelope', async () => {
    // When an address over 16 KB arrives
    const answer = await rawRequest(port, `GET /api/sites/${'x'.repeat(17_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);

    // Then Node's refusal is in the envelope
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({ errors: ['The address or its headers are too long.'] });
  });

  it('answers a request Node cannot parse with 400 in the envelope', async () => {
    // When a header line cannot be parsed
    const answer = await rawRequest(port, `GET /api/health HTTP/1.1\r\nHost: localhost\r\nbad header\r\n\r\n`);

    // Then the 400 is in the envelope
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ errors: ['This request is not valid.'] });
  });

  it.each([
    '/api/sites/%2e%2e',
    '/api/sites/%2E%2E/x',
    '/api/%2e%2e',
    '/api/sites/..%2f..',
    '/api/sites/%ff',
    '/api/%2e%2e/%2e%2e/etc/passwd',
    '/api/sites/%2e%2e%2f%2e%2e',
    '/api/sites/%ED%B3%BF',
  ])('answers %s in the envelope', async (path) => {
    // When the path arrives as written (fetch would resolve `%2e%2e` as `..` before sending)
    const answer = await rawRequest(port, `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);

    // Then it is a 4xx in the envelope
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(JSON.parse(answer.body)).toEqual({ errors: [expect.any(String)] });
  });

  it.each(['"\\udfff"', '"a\\ud800b"', '"\\udc00\\ud800"', '{"\\udfff": 1}'])('refuses %s (not valid Unicode) with 422', async (value) => {
    // When a body carries a lone surrogate
    const { reply, appended } = await harness.when(() =>
      harness.call('POST', '/users/authenticate', { raw: `{"email": ${value}, "password": "x", "nested": [${value}]}` }),
    );

    // Then it is refused before any handler, and nothing is appended
    expect(reply.status).toBe(422);
    expect(reply.body).toEqual({ errors: [NOT_UNICODE] });
    expect(appended).toBe(0);
  });

  it('sends security headers with a Content-Security-Policy, on the web app and the API', async () => {
    for (const path of ['/', '/some/client/route', '/api/health']) {
      // When a page of the web app or an API answer is fetched, then it carries the security headers
      const response = await fetch(`${harness.base}${path}`);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy, path).toContain("script-src 'self'");
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(policy, path).not.toContain('upgrade-insecure-requests');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
    // The API docs page runs its own inline script, and only it is allowed one
    const docs = await fetch(`${harness.base}/api/docs`);
    expect(docs.headers.get('content-security-policy')).toContain("script-src 'self' 'unsafe-inline'");
  });

  it("refuses a state-changing request from another site's page, and only that", async () => {
    // Given a sign-in as another site's page would post it
    const body = JSON.stringify({ email: 'nobody@demo.wellway.test', password: 'wrong-password-1' });
    const post = (origin?: string) =>
      fetch(`${harness.base}/api/users/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
        body,
      });
    for (const origin of ['https://evil.example', 'null', 'http://localhost:1', 'not a url']) {
      // When it comes from another origin, then it is refused with 403
      const refused = await post(origin);
      expect(refused.status, origin).toBe(403);
      expect(await refused.json()).toEqual({ errors: [CROSS_ORIGIN] });
    }
    // When it comes from the app's own origin, or names none, or only reads, then it goes through
    expect((await post(harness.base)).status).toBe(401);
    expect((await post()).status).toBe(401);
    const read = await fetch(`${harness.base}/api/health`, { headers: { origin: 'https://evil.example' } });
    expect(read.status).toBe(200);
  });

  it("gives every answer a request id: the caller's X-Request-Id when well-formed, else a new one", async () => {
    // When a request names a well-formed id, a malformed one, or none
    const given = await fetch(`${harness.base}/api/health`, { headers: { 'x-request-id': 'caller-request-0001' } });
    const malformed = await fetch(`${harness.base}/api/health`, { headers: { 'x-request-id': 'bad id\twith tab' } });
    const none = await fetch(`${harness.base}/api/nowhere`);

    // Then the first is echoed, the others get a new one
    expect(given.headers.get('x-request-id')).toBe('caller-request-0001');
    expect(malformed.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(none.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('accepts a correctly paired surrogate (an emoji)', async () => {
    // When a password is an emoji (a surrogate pair)
    const reply = await harness.call('POST', '/users/authenticate', { raw: '{"email": "x@y.z", "password": "\\ud83d\\ude00"}' });

    // Then it is read as text, not refused
    expect(reply.status).not.toBe(422);
  });
});

describe('while the server closes', () => {
  it('answers a request arriving on an open connection with 503 in the envelope, with Retry-After', async () => {
    // Given a server with the API's edge options, whose slow route starts closing it
    const fastify = Fastify(edgeOptions);
    installInputGuards(fastify);
    let socket!: net.Socket;
    let closing: Promise<void> | undefined;
    fastify.get('/slow', async () => {
      closing = fastify.close();
      // The next request arrives on the same connection once the server has begun to close.
      socket.write('GET /fast HTTP/1.1\r\nHost: localhost\r\n\r\n');
      await new Promise((resolve) => setImmediate(resolve));
      return { slow: true };
    });
    fastify.get('/fast', async () => ({ fast: true }));
    await fastify.listen({ port: 0, host: '127.0.0.1' });
    const { port } = fastify.server.address() as net.AddressInfo;
    // When a second request arrives on the connection while it closes
    const answer = await new Promise<string>((resolve, reject) => {
      socket = net.connect(port, '127.0.0.1');
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
        if (text.split('HTTP/1.1 ').length > 2 && text.endsWith('}')) resolve(text);
      });
      socket.on('error', reject);
      socket.write('GET /slow HTTP/1.1\r\nHost: localhost\r\n\r\n');
    });
    socket.destroy();
    await closing;
    // Then it is answered 503 in the envelope, with Retry-After
    const second = answer.slice(answer.lastIndexOf('HTTP/1.1 '));
    expect(second).toMatch(/^HTTP\/1.1 503/);
    expect(second.toLowerCase()).toContain('retry-after: ');
    expect(JSON.parse(second.slice(second.indexOf('\r\n\r\n') + 4))).toEqual({ errors: ['The service is restarting. Please try again.'] });
  });
});
