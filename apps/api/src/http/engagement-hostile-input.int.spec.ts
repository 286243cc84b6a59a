import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID, demoEmail } from '@wellway/test-support';
import { documentedOperations, type JsonSchema, type Operation } from './openapi-operations.spec.js';
import { routePath, UNKNOWN_ID, useApiHarness, type DemoAccount, type Json } from '../testing/api-harness.spec.js';

/**
 * "Never 500 on client input", as a property, for the engagement capabilities (friends, peer
 * challenges, goals, evaluations): random JSON bodies, ids and query strings, sent by each role to
 * each of their documented operations, are answered 2xx or 4xx with a reason, never 5xx; and a
 * 4xx appends nothing. Where hostile-input.int.spec.ts sends a fixed list of malformed values to
 * every operation, this one lets fast-check look for the combinations nobody listed, with real
 * ids among the random ones so requests reach the deciders, not only the 404 of an unknown id.
 */

const CAPABILITIES: Record<string, RegExp> = {
  friends: /^\/api\/(friendships|friendship_status|send_mail)\b/,
  challenges: /^\/api\/(challenges|user_challenges)\b/,
  goals: /^\/api\/(goals|sites\/\{siteId\}\/goals|emails\/content)\b/,
  evaluations: /^\/api\/(site_evaluations|sites\/\{siteId\}\/site_evaluations|evaluation)\b/,
};
const ROLES: readonly DemoAccount[] = ['participant', 'coordinator', 'master'];
/** Read-your-writes waits (bounded) for a position; random ones would only make the runs slow. */
const SKIPPED_QUERY_PARAMS = new Set(['min_position']);

const harness = useApiHarness(new Date('2026-11-22T15:00:00Z'));
let operations: Operation[];
/** Ids each list answers, by the list's path (`/friendships`, `/sites/{siteId}/goals`…), and all of them. */
const idsByList = new Map<string, string[]>();
const knownIds = new Set<string>();

/** Every `id` and `*_id` string in a JSON answer. */
function collectIds(value: Json, into: Set<string>): void {
  if (Array.isArray(value)) value.forEach((item) => collectIds(item, into));
  else if (value && typeof value === 'object')
    for (const [key, field] of Object.entries(value)) {
      if ((key === 'id' || key.endsWith('_id')) && (typeof field === 'string' || typeof field === 'number')) into.add(String(field));
      else collectIds(field, into);
    }
}

const isSiteParam = (name: string) => /^site_?[iI]d$/.test(name);

beforeAll(async () => {
  const all = await documentedOperations(harness);
  operations = all.filter((operation) => Object.values(CAPABILITIES).some((pattern) => pattern.test(operation.path)));
  // The ids each role's lists show, so that random requests also name things that exist
  for (const operation of operations.filter((op) => op.method === 'GET' && op.pathParams.every(isSiteParam))) {
    const listed = new Set<string>();
    for (const role of ROLES) {
      const token = await harness.tokenOf(role);
      for (const query of ['page_size=0', 'page_size=0&status=received_requests', 'page_size=0&status=sent_requests', 'filter=completed']) {
        const { data } = (await harness.call('GET', `${routePath(operation.path, DEMO_SITE_ID)}?${query}`, { token })).body;
        for (const item of Array.isArray(data) ? data : [data]) if (item?.id !== undefined) listed.add(String(item.id));
        collectIds(data, knownIds);
      }
    }
    idsByList.set(operation.path, [...listed]);
  }
});

/** The ids to put in `{name}` of `path`: those of the list the path names one of (`/goals/{id}` → `/goals`), else any. */
function idsFor(path: string, name: string): string[] {
  const list = idsByList.get(path.slice(0, path.indexOf(`/{${name}}`)));
  return list && list.length > 0 ? list : [...knownIds];
}

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', ' ', 'A', 'D', 'P', 'X', 'resend', 'accepted', 'completed', 'canceled', 'active', 'new', '2026-11-22', '2026-02-30'),
);
/** A value of any JSON shape, often one that means something here (an id that exists, a status, a date). */
const wild = (ids: readonly string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...ids, UNKNOWN_ID) },
    { weight: 3, arbitrary: text },
    { weight: 2, arbitrary: fc.oneof(fc.integer({ min: -5, max: 1_000_000 }), fc.double(), fc.boolean(), fc.constant(null)) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );

/**
 * A value the schema allows, mostly (so requests get past validation to the rules behind it), with
 * a wild one now and then at any depth; strings are often ids that exist.
 */
function valueOf(schema: JsonSchema, ids: readonly string[], depth = 0): fc.Arbitrary<unknown> {
  const valid = ((): fc.Arbitrary<unknown> => {
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (schema.enum) return fc.constantFrom(...schema.enum);
    const options = schema.anyOf ?? schema.oneOf;
    if (options) return fc.oneof(...options.map((option) => valueOf(option, ids, depth + 1)));
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    switch (type) {
      case 'integer':
        return fc.integer({ min: schema.minimum ?? -5, max: Math.min(schema.maximum ?? 100_000, 100_000) });
      case 'number':
        return fc.double({ min: schema.minimum ?? -5, max: Math.min(schema.maximum ?? 100_000, 100_000), noNaN: true });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return depth > 3 ? fc.constant([]) : fc.array(valueOf(schema.items ?? {}, ids, depth + 1), { maxLength: 4 });
      case 'object':
        return depth > 3 ? fc.constant({}) : objectOf(schema, ids, depth + 1);
      case 'string':
        if (schema.format === 'email') return fc.oneof(fc.emailAddress(), fc.constantFrom(...demoAddresses));
        if (schema.format === 'date') return fc.constantFrom('2026-11-22', '2026-11-01', '2026-12-31', '2025-01-01');
        if (schema.format === 'date-time') return fc.constantFrom('2026-11-22T15:00:00Z', '2026-12-01T00:00:00Z');
        return fc.oneof(fc.constantFrom(...ids), fc.string({ maxLength: Math.min(schema.maxLength ?? 40, 40) }));
      default:
        return wild(ids);
    }
  })();
  return fc.oneof({ weight: 5, arbitrary: valid }, { weight: 1, arbitrary: wild(ids) });
}

/** An object of the schema's properties, any of them left out. */
function objectOf(schema: JsonSchema, ids: readonly string[], depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0) return fc.dictionary(text, wild(ids), { maxKeys: 3 });
  return fc.record(Object.fromEntries(properties.map(([name, property]) => [name, valueOf(property, ids, depth)])), {
    requiredKeys: [],
  });
}

const demoAddresses = ROLES.map((role) => demoEmail(role));

interface Request {
  readonly role: DemoAccount;
  readonly operation: Operation;
  readonly path: string;
  readonly body: unknown;
}

/** A request to one of `ops`: its path ids, query string and body drawn at random, mostly within the documented shapes. */
function request(ops: readonly Operation[]): fc.Arbitrary<Request> {
  return fc
    .record({ role: fc.constantFrom(...ROLES), operation: fc.constantFrom(...ops) })
    .chain(({ role, operation }) => {
      const ids = [...knownIds];
      const pathValues = fc.tuple(
        ...operation.pathParams.map((name) =>
          isSiteParam(name)
            ? fc.constantFrom(DEMO_SITE_ID, DEMO_SITE_ID, UNKNOWN_ID)
            : fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...idsFor(operation.path, name)) }, { weight: 1, arbitrary: text }),
        ),
      );
      const querySchemas = Object.entries(operation.querySchemas ?? {}).filter(([name]) => !SKIPPED_QUERY_PARAMS.has(name));
      const query = fc.record(
        Object.fromEntries(
          [...querySchemas, ['bogus', {}] as const].map(([name, schema]) => [
            name,
            valueOf(schema, ids).map((value) => (typeof value === 'object' ? JSON.stringify(value) : String(value))),
          ]),
        ),
        { requiredKeys: [] },
      );
      const body = !operation.bodySchema
        ? fc.constant(undefined)
        : fc.oneof({ weight: 6, arbitrary: objectOf(operation.bodySchema, ids) }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) });
      return fc.record({ role: fc.constant(role), operation: fc.constant(operation), pathValues, query, body });
    })
    .map(({ role, operation, pathValues, query, body }) => {
      let path = operation.path.replace(/^\/api/, '');
      operation.pathParams.forEach((name, index) => {
        path = path.replace(`{${name}}`, encodeURIComponent(pathValues[index]!));
      });
      const search = new URLSearchParams(
        Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
      ).toString();
      return { role, operation, path: search ? `${path}?${search}` : path, body };
    });
}

describe('engagement endpoints under random input', () => {
  it('finds the documented operations of friends, challenges, goals and evaluations, and ids to aim at', () => {
    for (const [capability, pattern] of Object.entries(CAPABILITIES))
      expect(
        operations.filter((operation) => pattern.test(operation.path)).length,
        `${capability} has documented operations`,
      ).toBeGreaterThan(1);
    expect(knownIds.size).toBeGreaterThan(5);
  });

  for (const capability of Object.keys(CAPABILITIES))
    it(`answers any ${capability} request 2xx or 4xx with a reason, never 5xx; a 4xx appends nothing`, async () => {
      const ops = operations.filter((operation) => CAPABILITIES[capability]!.test(operation.path));
      const statuses: number[] = [];
      await fc.assert(
        fc.asyncProperty(request(ops), async ({ role, operation, path, body }) => {
          // When one is sent
          const token = await harness.tokenOf(role);
          const { reply, appended } = await harness.when(() => harness.call(operation.method, path, { token, body }));

          // Then it is no 5xx, and a refusal says why and appends nothing
          const label = `${role} ${operation.method} ${path} ${JSON.stringify(body)?.slice(0, 200)} → ${reply.status} ${JSON.stringify(reply.body).slice(0, 300)}`;
          statuses.push(reply.status);
          expect(reply.status, label).toBeLessThan(500);
          if (reply.status >= 400) {
            expect(typeof reply.body.errors?.[0], label).toBe('string');
            expect(appended, label).toBe(0);
          }
        }),
        // A fixed seed keeps CI's verdict the same run to run (a random one once drew only 4
        // successes in 150 and failed the depth check below); FUZZ_SEED=$RANDOM FUZZ_RUNS=2000 hunts.
        { numRuns: Number(process.env.FUZZ_RUNS ?? 150), seed: Number(process.env.FUZZ_SEED ?? 1) },
      );
      // Deep enough to mean something: some requests got through to a success
      expect(statuses.filter((status) => status < 300).length).toBeGreaterThanOrEqual(5);
    });
});
