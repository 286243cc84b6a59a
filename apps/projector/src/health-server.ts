import { createServer, type Server } from 'node:http';

export interface Readiness {
  readonly ready: boolean;
  /** What the body reports besides (a reason when not ready, projection lag). */
  readonly details: Record<string, unknown>;
}

/**
 * `GET /live` (the process answers: 200) and `GET /ready` (200, or 503 with the reason) for the
 * projector and the workers, on HEALTH_PORT, for the compose file's health checks and an
 * orchestrator's probes. Answers in the API's envelope.
 */
export async function startHealthServer(port: number, readiness: () => Promise<Readiness>): Promise<{ close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...(status === 503 ? { 'retry-after': '5' } : {}) });
      response.end(JSON.stringify(body, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value)));
    };
    if (request.method !== 'GET') return send(405, { errors: ['Only GET is answered here.'] });
    if (request.url === '/live') return send(200, { data: { status: 'ok' }, meta: {} });
    if (request.url !== '/ready') return send(404, { errors: ['Not found: try /live or /ready.'] });
    readiness().then(
      ({ ready, details }) =>
        ready
          ? send(200, { data: { status: 'ok', ...details }, meta: {} })
          : send(503, { errors: [String(details.reason ?? 'Not ready.')] }),
      (error: unknown) => send(503, { errors: [error instanceof Error ? error.message : String(error)] }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, process.env.HOST ?? '127.0.0.1', () => resolve());
  });
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
