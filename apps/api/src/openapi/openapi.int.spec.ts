import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { ModulesContainer } from '@nestjs/core';
import { isZodDto } from 'nestjs-zod/dto';
import { z } from 'zod';
import { DEMO_SITE_ID, demoEmail, demoUserId } from '@wellway/test-support';
import { startApiHarness, type ApiHarness } from '../testing/api-harness.spec.js';
import { discoverRoutes, type DiscoveredRoute } from '../testing/routes.spec.js';

/**
 * GET /api/openapi.json against the booted app: every route Nest registers is in it with a
 * summary and a success schema, it is valid OpenAPI 3.1, the request schemas it publishes are
 * the contracts' DTOs the global pipe validates with and accept and refuse what the API itself
 * accepts and refuses, and what the API answers fits the success schemas it publishes.
 */

const now = new Date('2026-11-22T15:00:00Z');

type Schema = Record<string, unknown>;
interface Media {
  readonly schema?: Schema;
}
interface Operation {
  readonly summary?: string;
  readonly 'x-permission'?: string;
  readonly security?: unknown[];
  readonly parameters?: { name: string; in: string; required: boolean; schema?: Schema }[];
  readonly requestBody?: { content: Record<string, Media> };
  readonly responses: Record<string, { content?: Record<string, Media>; $ref?: string }>;
}
interface Document {
  readonly openapi: string;
  readonly paths: Record<string, Record<string, Operation>>;
  readonly components: Schema;
}

let harness: ApiHarness;
let routes: DiscoveredRoute[];
let document: Document;

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const operationOf = (method: string, path: string): Operation => {
  const found = document.paths[path]?.[method.toLowerCase()];
  if (!found) throw new Error(`${method} ${path} is not in the document`);
  return found;
};
const bodySchema = (method: string, path: string) => operationOf(method, path).requestBody!.content['application/json']!.schema!;
/** A schema of the document compiled with the document's components, so its `$ref`s resolve. */
const compile = (schema: Schema) => ajv.compile({ ...schema, components: document.components });
/** A component's schema for a `$ref` to it. */
const resolve = (schema: Schema): Schema => {
  const name = typeof schema.$ref === 'string' ? schema.$ref.replace('#/components/schemas/', '') : undefined;
  return name ? ((document.components.schemas as Record<string, Schema>)[name] ?? schema) : schema;
};
const successSchema = (method: string, path: string, status: number) =>
  operationOf(method, path).responses[status]?.content?.['application/json']?.schema;

/** The contracts schema of the handler's whole `@Body()` or `@Query()`, when typed with a DTO: what the global pipe validates. */
function dtoSchema(route: DiscoveredRoute, type: RouteParamtypes): z.ZodType | undefined {
  const controller = [...harness.api.app.get(ModulesContainer).values()]
    .flatMap((module) => [...module.controllers.values()])
    .find((wrapper) => wrapper.metatype?.name === route.controller)?.metatype as { prototype: object } | undefined;
  if (!controller) return undefined;
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, route.handler) ?? {}) as Record<
    string,
    { index: number; data?: unknown }
  >;
  const types = (Reflect.getMetadata('design:paramtypes', controller.prototype, route.handler) ?? []) as unknown[];
  for (const [key, arg] of Object.entries(args)) {
    const metatype = types[arg.index];
    if (key.split(':')[0] === String(type) && arg.data === undefined && isZodDto(metatype)) return metatype.schema as z.ZodType;
  }
  return undefined;
}

/** A 422 from the pipe: every message names a field (`profile.first_name: …`); business rules are plain sentences. */
const refusedShape = (reply: { status: number; body: { errors?: string[] } }) =>
  reply.status === 422 && (reply.body.errors ?? []).every((error) => /^[\w.]+: /.test(error));

beforeAll(async () => {
  harness = await startApiHarness(now);
  routes = discoverRoutes(harness.api.app.get(ModulesContainer)).filter((route) => route.documented);
  const reply = await harness.json<Document>('/openapi.json');
  expect(reply.status).toBe(200);
  document = reply.body;
});

afterAll(async () => {
  await harness?.stop();
});

describe('GET /api/openapi.json', () => {
  it('is served without a session', async () => {
    const response = await fetch(`${harness.base}/api/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(document.openapi).toBe('3.1.0');
  });

  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document) as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('has every route the app registers, each with a summary (@ApiOperation)', () => {
    expect(routes.length).toBeGreaterThan(70);
    const unsummarised = routes
      .filter((route) => !operationOf(route.method, openApiPath(route.path)).summary)
      .map((route) => `${route.method} ${route.path} (${route.controller}.${route.handler})`);
    expect(unsummarised, 'add @Endpoint({ summary, response }) to these routes').toEqual([]);
    const operations = Object.values(document.paths).reduce((count, methods) => count + Object.keys(methods).length, 0);
    expect(operations).toBe(routes.length);
  });

  it('describes the success of every route: the `{ data, meta }` envelope with its resource (@ZodResponse)', () => {
    const undescribed: string[] = [];
    for (const route of routes) {
      const operation = operationOf(route.method, openApiPath(route.path));
      const successes = Object.keys(operation.responses).filter((status) => status.startsWith('2'));
      const where = `${route.method} ${route.path} (${route.controller}.${route.handler})`;
      if (successes.length === 0) undescribed.push(where);
      for (const status of successes) {
        const content = operation.responses[status]!.content ?? {};
        if (route.path === '/api/docs') expect(content['text/html']?.schema, where).toEqual({ type: 'string' });
        else if (route.path === '/api/openapi.json') expect(content['application/json']?.schema, where).toMatchObject({ type: 'object' });
        // A person's data export: the ZIP itself.
        else if (route.path === '/api/account/exports/:id/download')
          expect(content['application/zip']?.schema, where).toEqual({ type: 'string', format: 'binary' });
        // Uploaded files (issue 14): the image or CSV itself.
        else if (route.path.startsWith('/api/files/users/'))
          expect(content['image/*']?.schema, where).toEqual({ type: 'string', format: 'binary' });
        // A report's CSV export (issue 16), streamed.
        else if (route.path.endsWith('/reports/:id/export')) expect(content['text/csv']?.schema, where).toMatchObject({ type: 'string' });
        else {
          const schema = content['application/json']?.schema;
          if (!schema) undescribed.push(`${where} ${status}`);
          else expect(resolve(schema), where).toMatchObject({ type: 'object', required: expect.arrayContaining(['data', 'meta']) });
        }
      }
      // The status the route answers by default (its @HttpCode, or Nest's) is one of them.
      expect(successes, where).toContain(String(route.status));
    }
    expect(undescribed, 'add @Endpoint({ summary, response: answer(schema) }) to these routes').toEqual([]);
  });

  it('documents each body and query from the one schema that validates it (the DTO of @wellway/contracts)', () => {
    let validated = 0;
    for (const route of routes) {
      const where = `${route.method} ${route.path}`;
      const operation = operationOf(route.method, openApiPath(route.path));
      const body = dtoSchema(route, RouteParamtypes.BODY);
      const query = dtoSchema(route, RouteParamtypes.QUERY);
      if (body) {
        const published = operation.requestBody?.content['application/json']?.schema;
        const expected = z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' }) as Schema;
        expect(Object.keys((published?.properties as object | undefined) ?? {}).sort(), where).toEqual(
          Object.keys((expected.properties as object | undefined) ?? {}).sort(),
        );
      }
      if (query) {
        const names = Object.keys(
          (z.toJSONSchema(query, { io: 'input', unrepresentable: 'any' }) as { properties?: object }).properties ?? {},
        );
        const published = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
        expect(published, where).toEqual(expect.arrayContaining(names));
      }
      if (body ?? query) {
        validated += 1;
        expect(operation.responses, where).toHaveProperty(['422']);
      }
    }
    expect(validated).toBeGreaterThan(40);
  });

  it('lists only paths Fastify really serves', () => {
    const fastify = harness.api.app.getHttpAdapter().getInstance();
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const method of Object.keys(methods)) {
        const url = path.replace(/\{(\w+)\}/g, ':$1');
        expect(fastify.hasRoute({ method: method.toUpperCase() as 'GET', url }), `${method} ${path}`).toBe(true);
      }
    }
  });

  it('names the permission each route needs, or says it is public or for anyone signed in', () => {
    for (const route of routes) {
      const operation = operationOf(route.method, openApiPath(route.path));
      const expected = route.permission ?? (route.isPublic ? 'public' : 'signed in');
      expect(operation['x-permission'], `${route.method} ${route.path}`).toBe(expected);
      expect(operation.security, `${route.method} ${route.path}`).toEqual(route.isPublic ? [] : undefined);
      if (!route.isPublic) expect(operation.responses, `${route.method} ${route.path}`).toHaveProperty(['401']);
    }
    expect(operationOf('DELETE', '/api/users/{id}')).toMatchObject({
      'x-permission': 'users.delete',
      responses: { 200: {}, 401: {}, 403: {}, 404: {} },
    });
    expect(operationOf('GET', '/api/users/me')['x-permission']).toBe('signed in');
    expect(operationOf('POST', '/api/users/authenticate')).toMatchObject({
      'x-permission': 'public',
      responses: { 200: {}, 400: {}, 401: {}, 422: {}, 429: {} },
    });
  });

  it('describes path and query parameters, the envelopes and the error statuses', () => {
    const users = operationOf('GET', '/api/users');
    expect(users.parameters?.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['site_id', 'page_size', 'page', 'min_position']),
    );
    expect(operationOf('PUT', '/api/programs/{id}').parameters).toContainEqual(
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    );
    expect(operationOf('GET', '/api/entries/chart').parameters).toContainEqual(
      expect.objectContaining({ name: 'from_date', in: 'query', required: true }),
    );
    expect(operationOf('POST', '/api/sites/{siteId}/locations').requestBody?.content).toHaveProperty(['multipart/form-data']);
    expect(operationOf('POST', '/api/sites/{siteId}/locations').responses).toMatchObject({ 200: {}, 201: {}, 413: {} });
    const registered = successSchema('POST', '/api/sites/{site_id}/users', 201)!;
    expect(compile(registered)({ data: [{ id: 'x' }], meta: {} })).toBe(false);
    expect(operationOf('POST', '/api/sites/{site_id}/users').responses).toMatchObject({
      403: { $ref: '#/components/responses/Forbidden' },
      422: { $ref: '#/components/responses/UnprocessableEntity' },
    });
    expect(document.components).toMatchObject({
      responses: { Forbidden: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Errors' } } } } },
      schemas: { Errors: { required: ['errors'] } },
    });
  });

  it('compiles every published request and response schema as JSON Schema 2020-12', () => {
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const schemas = [
          operation.requestBody?.content['application/json']?.schema,
          ...(operation.parameters ?? []).map((parameter) => parameter.schema),
          ...Object.values(operation.responses).map((response) => response.content?.['application/json']?.schema),
        ];
        for (const schema of schemas.filter((candidate) => candidate !== undefined))
          expect(() => compile(schema), `${method} ${path}`).not.toThrow();
      }
    }
  });
});

describe('what the API answers fits its published success schemas', () => {
  /** Concrete paths on the demo site for a route's parameters; undefined when a parameter names a record this sweep has not got. */
  const concrete = (path: string) => {
    const filled = path
      .replace(/^\/api/, '')
      .replace(/:site_?[iI]d\b/g, DEMO_SITE_ID)
      .replace(/^\/sites\/:id/, `/sites/${DEMO_SITE_ID}`)
      .replace(/^\/users\/:id/, `/users/${demoUserId('participant')}`);
    return filled.includes(':') ? undefined : `${filled}?year=2026&from_date=2026-11-01&to_date=2026-11-22`;
  };

  it('for every query the demo accounts can ask', async () => {
    const checked = new Set<string>();
    for (const account of ['participant', 'coordinator', 'master'] as const) {
      const token = await harness.tokenOf(account);
      for (const route of routes.filter((candidate) => candidate.method === 'GET' && !candidate.path.startsWith('/api/docs'))) {
        const path = concrete(route.path);
        if (!path || route.path === '/api/openapi.json') continue;
        const reply = await harness.call('GET', path, { token });
        if (reply.status >= 300) continue;
        const schema = successSchema('GET', openApiPath(route.path), reply.status);
        const where = `${account} GET ${path} → ${reply.status}`;
        expect(schema, where).toBeDefined();
        const validate = compile(schema!);
        expect(validate(reply.body), `${where} ${JSON.stringify(validate.errors)}`).toBe(true);
        checked.add(route.path);
      }
    }
    expect(checked.size).toBeGreaterThan(25);
  });
});

describe('the published body schemas agree with the API', () => {
  const participant = demoUserId('participant');
  let token: string;

  beforeAll(async () => {
    token = await harness.signIn(demoEmail('participant'));
  });

  /** For each body: the document's schema accepts it exactly when the API does not refuse its shape. */
  async function agree(method: string, path: string, concretePath: string, bodies: readonly unknown[]) {
    const validate = compile(bodySchema(method, path));
    const statuses = Object.keys(operationOf(method, path).responses).map(Number);
    for (const body of bodies) {
      const reply = await harness.call(method, concretePath, { token, body });
      const where = `${method} ${concretePath} ${JSON.stringify(body)} → ${reply.status} ${reply.body.errors?.join(' ') ?? ''}`;
      expect(statuses, where).toContain(reply.status);
      expect(!refusedShape(reply), where).toBe(validate(body));
    }
  }

  it('answers what its published success schema says (entries: one Entry schema for API, read model and web)', async () => {
    const logged = await harness.call('POST', '/entries', { token, body: { recorded_on: '2026-11-21', exercise_steps: 1234 } });
    expect([200, 201]).toContain(logged.status);
    const validateLogged = compile(successSchema('POST', '/api/entries', logged.status)!);
    expect(validateLogged(logged.body), JSON.stringify(validateLogged.errors)).toBe(true);
    const weeks = await harness.call('GET', `/entry_weeks?year=2026&page_size=0&min_position=${String(logged.body.meta?.position ?? '')}`, {
      token,
    });
    expect(weeks.status).toBe(200);
    const validateWeeks = compile(successSchema('GET', '/api/entry_weeks', 200)!);
    expect(validateWeeks(weeks.body), JSON.stringify(validateWeeks.errors)).toBe(true);
    expect(validateWeeks({ data: [{ key: 'x' }], meta: {} })).toBe(false);
  });

  it('PUT /api/users/{id}/tracking_method', async () => {
    await agree('PUT', '/api/users/{id}/tracking_method', `/users/${participant}/tracking_method`, [
      { active_device: 'MANUAL' },
      { active_device: 'FITBIT', extra: 1 },
      { active_device: 'PEDOMETER' },
      { active_device: null },
      {},
      [],
    ]);
  });

  it('POST /api/users/verify_password_reset', async () => {
    await agree('POST', '/api/users/verify_password_reset', '/users/verify_password_reset', [
      { thing: 'made-up' },
      { thing: '' },
      { thing: 5 },
      { thing: 'x'.repeat(201) },
      {},
    ]);
  });

  it('PUT /api/users/{id}', async () => {
    const profile = { first_name: 'Pat', last_name: 'Doe', phone: null, time_zone: null };
    await agree('PUT', '/api/users/{id}', `/users/${participant}`, [
      { email: demoEmail('participant'), profile },
      { email: demoEmail('participant'), allows_sms: false, profile: { ...profile, city: 'Springfield' } },
      { email: demoEmail('participant'), allows_sms: 'no', profile },
      { email: demoEmail('participant') },
      { email: 42, profile },
      { email: demoEmail('participant'), profile: { ...profile, first_name: 'x'.repeat(201) } },
    ]);
  });

  it('PUT /api/users/{id}/subscription, for arbitrary bodies', async () => {
    const validValue = (key: string) => (key === 'email_daily' ? fc.integer({ min: -1, max: 8 }) : fc.boolean());
    const keys = [
      'email_friend_requests',
      'email_wall_posts',
      'email_team',
      'email_challenges',
      'email_site',
      'email_daily',
      'email_unsubscribe_all',
    ];
    const field = (key: string) =>
      fc.option(fc.oneof({ arbitrary: validValue(key), weight: 9 }, { arbitrary: fc.jsonValue({ maxDepth: 1 }), weight: 1 }), {
        nil: undefined,
        freq: 20,
      });
    const body = fc.record(Object.fromEntries(keys.map((key) => [key, field(key)])));
    await fc.assert(
      fc.asyncProperty(body, async (candidate) =>
        agree('PUT', '/api/users/{id}/subscription', `/users/${participant}/subscription`, [candidate]),
      ),
      { numRuns: 40 },
    );
  });
});

describe('GET /api/docs', () => {
  it('serves Swagger UI from the installed package (no CDN), reading the document', async () => {
    const page = await fetch(`${harness.base}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain("url: '/api/openapi.json'");
    expect(html).not.toMatch(/(src|href)="https?:/);
    for (const asset of ['swagger-ui.css', 'swagger-ui-bundle.js']) {
      const response = await fetch(`${harness.base}/api/docs/assets/${asset}`);
      expect(response.status, asset).toBe(200);
      expect((await response.text()).length, asset).toBeGreaterThan(1000);
    }
    expect((await fetch(`${harness.base}/api/docs/assets/index.html`)).status).toBe(404);
  });
});
