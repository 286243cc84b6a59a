import { z } from 'zod';
import type { ErrorStatus } from '../http/api-doc.js';
import type { DiscoveredRoute } from './routes.js';

/** A JSON Schema (draft 2020-12, OpenAPI 3.1's dialect) or any other part of the document. */
type Json = Record<string, unknown>;

const ERROR_RESPONSES: Record<ErrorStatus, { name: string; description: string }> = {
  400: { name: 'BadRequest', description: 'The request body is not valid JSON (or not sent as application/json).' },
  401: { name: 'Unauthorized', description: 'No session (`Please log in.`), or the credentials were refused.' },
  403: { name: 'Forbidden', description: "The caller's role or site does not allow this." },
  404: { name: 'NotFound', description: 'No such record (or one of another site).' },
  409: { name: 'Conflict', description: 'Someone changed it at the same time (or since the `If-Match` revision), or it is still in use.' },
  413: { name: 'PayloadTooLarge', description: 'The upload is too large.' },
  422: {
    name: 'UnprocessableEntity',
    description: 'Bad input: every problem as one sentence naming the field, or a business rule refused it.',
  },
  429: { name: 'TooManyRequests', description: 'Too many attempts from this address; the message says when to try again.' },
  503: { name: 'ServiceUnavailable', description: 'A backing service is not reachable.' },
};

/**
 * A `z.preprocess` converts whatever it is given before validating; zod describes only the shape
 * after conversion, which would refuse inputs the API accepts. Say so, and accept anything.
 */
function widenPreprocess(ctx: { zodSchema: z.core.$ZodTypes; jsonSchema: z.core.JSONSchema.BaseSchema }): void {
  const def = ctx.zodSchema._zod.def;
  if (def.type !== 'pipe' || !(def as z.core.$ZodPipeDef).in._zod.traits.has('$ZodTransform')) return;
  const converted = { ...ctx.jsonSchema };
  for (const key of Object.keys(ctx.jsonSchema)) delete ctx.jsonSchema[key];
  ctx.jsonSchema.anyOf = [converted, { description: 'or another shape the API converts into that one (see docs/api.md)' }];
}

/** zod → JSON Schema of what a client may send (`io: 'input'`: defaults make fields optional, transforms count by their input). */
export function requestSchema(schema: z.ZodType): Json {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', override: widenPreprocess }) as Json;
  const { $schema: _dialect, ...rest } = json;
  return rest;
}

const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const pathParams = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);

function queryParameters(route: DiscoveredRoute): Json[] {
  const parameters: Json[] = [];
  const query = route.validates.query ?? route.doc?.query;
  if (query) {
    const schema = requestSchema(query);
    const properties = (schema.properties ?? {}) as Record<string, Json>;
    const required = new Set((schema.required ?? []) as string[]);
    for (const [name, property] of Object.entries(properties)) {
      const { description, ...propertySchema } = property;
      parameters.push({ name, in: 'query', required: required.has(name), schema: propertySchema, ...(description ? { description } : {}) });
    }
  }
  if (route.readsFrom && !parameters.some((parameter) => parameter.name === 'min_position')) {
    parameters.push({
      name: 'min_position',
      in: 'query',
      required: false,
      description: `Read-your-writes: wait (bounded) until the read models behind this route (${route.readsFrom.join(', ')}) reached this position, a command's \`meta.position\`.`,
      schema: { type: 'string', pattern: '^\\d{1,18}$' },
    });
  }
  return parameters;
}

function errorStatuses(route: DiscoveredRoute, parameters: readonly Json[]): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(route.doc?.errors ?? []);
  if (route.validates.body ?? route.doc?.body) statuses.add(400).add(422);
  if (route.validates.query ?? route.doc?.query ?? route.readsFrom) statuses.add(422);
  if (!route.isPublic) statuses.add(401);
  if (route.permission) statuses.add(403);
  if (parameters.some((parameter) => parameter.in === 'path')) statuses.add(404);
  // A change to an existing record can meet a concurrent one (or an older `If-Match`).
  if (route.method === 'PUT' || route.method === 'DELETE') statuses.add(409);
  return [...statuses].sort((a, b) => a - b);
}

/** zod → JSON Schema of what the API answers (`io: 'output'`). */
function responseSchema(schema: z.ZodType): Json {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as Json;
  return rest;
}

function successContent(route: DiscoveredRoute): Json {
  if (route.doc?.produces === 'html') return { 'text/html': { schema: { type: 'string' } } };
  if (route.doc?.produces === 'openapi')
    return { 'application/json': { schema: { type: 'object', description: 'This OpenAPI 3.1 document.' } } };
  if (route.doc?.data) {
    // Self-contained (no $ref), so the schema of one answer can be checked on its own.
    const { properties, ...envelope } = components.schemas.Envelope;
    return { 'application/json': { schema: { ...envelope, properties: { ...properties, data: responseSchema(route.doc.data) } } } };
  }
  return { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } };
}

function requestBody(route: DiscoveredRoute): Json | undefined {
  const body = route.validates.body ?? route.doc?.body;
  const upload = route.doc?.upload;
  if (!body && !upload) return undefined;
  const content: Json = {};
  let required = Boolean(upload);
  if (body) {
    const schema = requestSchema(body);
    required = required || ((schema.required ?? []) as unknown[]).length > 0;
    content['application/json'] = { schema };
  }
  if (upload)
    content['multipart/form-data'] = {
      schema: { type: 'object', required: [upload], properties: { [upload]: { type: 'string', contentMediaType: 'text/csv' } } },
    };
  return { required, content };
}

function operation(route: DiscoveredRoute, operationId: string): Json {
  const parameters = [
    ...pathParams(route.path).map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
    ...queryParameters(route),
  ];
  const responses: Json = {};
  for (const status of route.doc?.success ?? [route.status])
    responses[String(status)] = { description: status === 201 ? 'Created.' : 'OK.', content: successContent(route) };
  for (const status of errorStatuses(route, parameters))
    responses[String(status)] = { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
  const body = requestBody(route);
  return {
    operationId,
    summary: route.doc?.summary ?? `${route.method} ${route.path} (not documented)`,
    tags: [route.path.split('/')[2] ?? 'api'],
    'x-permission': route.permission ?? (route.isPublic ? 'public' : 'signed in'),
    ...(route.isPublic ? { security: [] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

const components = {
  securitySchemes: {
    session: {
      type: 'apiKey',
      in: 'cookie',
      name: 'wellway_session',
      description: 'Set by POST /api/users/authenticate (and registration).',
    },
    authKey: {
      type: 'apiKey',
      in: 'header',
      name: 'Authorization',
      description: 'The `auth_key` from sign-in, bare or as `Bearer <auth_key>`.',
    },
  },
  schemas: {
    Envelope: {
      type: 'object',
      required: ['data'],
      properties: {
        data: { description: 'The answer: an object or a list.' },
        meta: {
          type: 'object',
          properties: {
            position: {
              type: ['integer', 'null'],
              description: 'Commands: the global position of the last event appended; send it back as `min_position`.',
            },
            total_records: { type: 'integer', description: 'Lists: how many records there are.' },
            stale: { type: 'boolean', description: 'The read models did not reach `min_position` in time.' },
          },
        },
      },
    },
    Errors: {
      type: 'object',
      required: ['errors'],
      properties: { errors: { type: 'array', minItems: 1, items: { type: 'string' }, description: 'Sentences a person can read.' } },
    },
  },
  responses: Object.fromEntries(
    Object.values(ERROR_RESPONSES).map(({ name, description }) => [
      name,
      { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Errors' } } } },
    ]),
  ),
};

/** The OpenAPI 3.1 document of these routes. */
export function openApiDocument(routes: readonly DiscoveredRoute[]): Json {
  const paths: Record<string, Record<string, Json>> = {};
  const operationIds = new Set<string>();
  const sorted = [...routes].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  for (const route of sorted) {
    let operationId = `${route.controller}.${route.handler}`;
    for (let n = 2; operationIds.has(operationId); n += 1) operationId = `${route.controller}.${route.handler}${n}`;
    operationIds.add(operationId);
    const path = toOpenApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route, operationId) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Wellway API',
      version: '1',
      description:
        'JSON in snake_case. Success: `{ data, meta }`; errors: `{ errors: [...] }`. `x-permission` names the permission of the role matrix a route needs, or says `signed in` or `public`. Prose: docs/api.md.',
    },
    security: [{ session: [] }, { authKey: [] }],
    paths,
    components,
  };
}
