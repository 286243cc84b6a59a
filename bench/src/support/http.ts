import http from 'node:http';

export interface HttpResult {
  readonly status: number;
  readonly body: string;
}

/**
 * A light keep-alive JSON client on node:http (lighter per request than fetch on Node 20): one
 * socket per concurrent caller, headers object reused, the body read as one string.
 */
export class HttpClient {
  private readonly agent: http.Agent;
  private readonly host: string;
  private readonly port: number;

  constructor(baseUrl: string, maxSockets: number) {
    const url = new URL(baseUrl);
    this.host = url.hostname;
    this.port = Number(url.port);
    this.agent = new http.Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets, scheduling: 'lifo' });
  }

  request(method: string, path: string, body?: string, authorization?: string): Promise<HttpResult> {
    return new Promise((resolve, reject) => {
      const headers: http.OutgoingHttpHeaders = { accept: 'application/json' };
      if (body !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = Buffer.byteLength(body);
      }
      if (authorization) headers.authorization = authorization;
      const request = http.request({ agent: this.agent, host: this.host, port: this.port, method, path, headers }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        response.on('error', reject);
      });
      request.on('error', reject);
      request.end(body);
    });
  }

  async json<T>(method: string, path: string, body?: unknown, authorization?: string): Promise<{ status: number; json: T }> {
    const result = await this.request(method, path, body === undefined ? undefined : JSON.stringify(body), authorization);
    return { status: result.status, json: JSON.parse(result.body) as T };
  }

  close(): void {
    this.agent.destroy();
  }
}

/** `meta.position` of a command response, without parsing the whole entry. */
export function positionOf(body: string): number | null {
  const at = body.lastIndexOf('"position":');
  if (at < 0) return null;
  const value = Number.parseInt(body.slice(at + 11), 10);
  return Number.isNaN(value) ? null : value;
}
