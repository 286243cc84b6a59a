import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projections } from '@wellway/read-models';
import { DEMO_PASSWORD, DEMO_SITE_ID, demoEmail, startSystem, TEST_REDIS_URL, type RunningSystem } from '../support/index.js';

/**
 * Issue 13's proof: people with distinctive personal data register, log days, reset passwords
 * and fill in their address; a master erases some of them while one of them keeps logging. Then
 * no table of the database (event log, read models, outbox, attempts, keys, everything) and no
 * Redis key holds a readable trace of an erased person, the others are intact, and a rebuild of
 * every projection from the log gives exactly the read models there were.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const run = promisify(execFile);
const prefix = `wwerase${randomBytes(3).toString('hex')}`;
// The system's uploads, in a folder of this spec's own: the erasure must leave none of an erased person's.
const filesDir = mkdtempSync(join(tmpdir(), 'wellway-erase-files-'));
let system: RunningSystem;

interface Person {
  readonly key: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phoneDigits: string;
  readonly line1: string;
  readonly city: string;
  readonly postalCode: string;
  readonly birthDate: string;
  id?: string;
  cookie?: string;
}

const tag = randomBytes(2).toString('hex');
const person = (key: string, n: number): Person => ({
  key,
  email: `${key.toLowerCase()}.${tag}@quixotic-erasure.test`,
  firstName: `Zelphira${key}`,
  lastName: `Quendrixova${key}`,
  phoneDigits: `20255501${40 + n}`,
  line1: `${4400 + n} Wyvernmoor Lane`,
  city: `Xanthorpe${key}`,
  postalCode: `9${n}731`,
  birthDate: `1937-02-${String(10 + n)}`,
});
const erased = [person('Alpha', 1), person('Bravo', 2)];
const kept = [person('Charlie', 3), person('Delta', 4)];
const valuesOf = (p: Person) => [p.email, p.firstName, p.lastName, p.phoneDigits, p.line1, p.city, p.postalCode, p.birthDate];

async function call(path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) {
  const response = await fetch(`${system.baseUrl}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  return { status: response.status, body: text ? JSON.parse(text) : null, cookie };
}

async function signIn(email: string, password: string): Promise<string> {
  const reply = await call(`/users/authenticate?site_id=${DEMO_SITE_ID}`, {
    method: 'POST',
    body: { email, password, stay_logged_in: false },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.cookie!;
}

async function register(p: Person): Promise<void> {
  const reply = await call(`/sites/${DEMO_SITE_ID}/users`, {
    method: 'POST',
    body: {
      email: p.email,
      password: DEMO_PASSWORD,
      birth_date: p.birthDate,
      eligibility_identifier: null,
      location_id: null,
      allows_sms: true,
      stay_logged_in: false,
      profile: { first_name: p.firstName, last_name: p.lastName, phone: `+1 ${p.phoneDigits}` },
    },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  p.id = reply.body.data[0].id;
  p.cookie = reply.cookie;
  const saved = await call(`/users/${p.id}`, {
    method: 'PUT',
    cookie: p.cookie,
    body: {
      email: p.email,
      allows_sms: true,
      profile: {
        first_name: p.firstName,
        last_name: p.lastName,
        phone: `+1 ${p.phoneDigits}`,
        time_zone: 'America/New_York',
        line1: p.line1,
        line2: `Apartment of ${p.lastName}`,
        city: p.city,
        state_province: 'NY',
        postal_code: p.postalCode,
      },
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

/** A profile photo, as the settings screen sets it: upload (a secure file too), crop, save. */
async function setPhoto(p: Person): Promise<void> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
    .png()
    .toBuffer();
  for (const secure of ['false', 'true']) {
    const form = new FormData();
    form.append('secure', secure);
    form.append('file', new Blob([png], { type: 'image/png' }), 'me.png');
    const uploaded = await fetch(`${system.baseUrl}/api/files/upload`, { method: 'POST', headers: { cookie: p.cookie! }, body: form });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    if (secure === 'true') continue;
    const { url } = ((await uploaded.json()) as { data: { files: { url: string }[] } }).data.files[0]!;
    const crop = await call('/files/crop', {
      method: 'POST',
      cookie: p.cookie,
      body: { image: url, crop: { x: 0, y: 0, width: 8, height: 8 } },
    });
    expect(crop.status, JSON.stringify(crop.body)).toBe(201);
    const saved = await call(`/profiles/${p.id}`, { method: 'PUT', cookie: p.cookie, body: { image: crop.body.data } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }
}
const filesOf = (p: Person) => join(filesDir, 'users', p.id!);

const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
const logDay = (p: Person, offset: number) =>
  call('/entries', {
    method: 'POST',
    cookie: p.cookie,
    body: { recorded_on: day(offset), exercise_steps: 4000 + offset, exercise_minutes: 20, entry_exercise_activities: [] },
  });

/** Every row of every table in the database, as text, that contains one of `needles`. */
async function readableHits(needles: readonly string[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: system.databaseUrl });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ schema: string; name: string }>(
      `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
       WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
    );
    expect(tables.length).toBeGreaterThan(10);
    const hits: string[] = [];
    for (const { schema, name } of tables) {
      const { rows } = await client.query<{ row: string }>(`SELECT t::text AS row FROM "${schema}"."${name}" t`);
      for (const { row } of rows) {
        const lower = row.toLowerCase();
        for (const needle of needles) if (lower.includes(needle.toLowerCase())) hits.push(`${schema}.${name}: ${needle}`);
      }
    }
    return hits;
  } finally {
    await client.end();
  }
}

/** Every value under this system's Redis prefix, as text, that contains one of `needles`. */
async function redisHits(needles: readonly string[]): Promise<string[]> {
  const redis = new Redis(TEST_REDIS_URL);
  try {
    const hits: string[] = [];
    let keys = 0;
    for await (const batch of redis.scanStream({ match: `${prefix}*`, count: 500 }) as AsyncIterable<string[]>) {
      for (const key of batch) {
        keys += 1;
        const type = await redis.type(key);
        const values =
          type === 'string'
            ? [await redis.get(key)]
            : type === 'hash'
              ? Object.entries(await redis.hgetall(key)).flat()
              : type === 'list'
                ? await redis.lrange(key, 0, -1)
                : type === 'set'
                  ? await redis.smembers(key)
                  : type === 'zset'
                    ? await redis.zrange(key, 0, -1)
                    : type === 'stream'
                      ? (await redis.xrange(key, '-', '+')).flat(3)
                      : [];
        const text = `${key} ${values.join(' ')}`.toLowerCase();
        for (const needle of needles) if (text.includes(needle.toLowerCase())) hits.push(`redis ${key}: ${needle}`);
      }
    }
    expect(keys).toBeGreaterThan(0);
    return hits;
  } finally {
    redis.disconnect();
  }
}

/** The rows of every projection's tables, sorted, for a before/after comparison. */
async function readModels(): Promise<Record<string, string[]>> {
  const client = new pg.Client({ connectionString: system.databaseUrl });
  await client.connect();
  try {
    const dump: Record<string, string[]> = {};
    for (const table of new Set(projections.flatMap((projection) => projection.tables))) {
      const { rows } = await client.query<{ row: string }>(`SELECT to_jsonb(t)::text AS row FROM "${table}" t`);
      dump[table] = rows.map(({ row }) => row).sort();
    }
    return dump;
  } finally {
    await client.end();
  }
}

async function eventually<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}\n${system.output().slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  system = await startSystem({ QUEUE_PREFIX: prefix, FILES_DIR: filesDir });
});
afterAll(async () => {
  await system?.stop();
});

describe('erasing people leaves nothing of them readable', () => {
  it('registers, erases two people while one of them is still logging, and finds none of their data anywhere', async () => {
    for (const p of [...erased, ...kept]) {
      await register(p);
      await setPhoto(p);
      for (let offset = 1; offset <= 3; offset += 1) expect((await logDay(p, offset)).status).toBe(201);
      // A reset e-mail request: its event, mail job and outbox row name the person.
      expect((await call(`/sites/${DEMO_SITE_ID}/users/forgot`, { method: 'POST', body: { email: p.email } })).status).toBe(200);
    }
    // A failed sign-in for each: the attempt tables count them.
    for (const p of [...erased, ...kept])
      await call(`/users/authenticate?site_id=${DEMO_SITE_ID}`, {
        method: 'POST',
        body: { email: p.email, password: 'not-the-password', stay_logged_in: false },
      });

    const master = await signIn(demoEmail('master'), DEMO_PASSWORD);
    const [alpha, bravo] = erased as [Person, Person];
    // Alpha keeps logging days while the master erases them: nothing of anyone else may be lost.
    let logging = true;
    const racing = (async () => {
      let offset = 10;
      while (logging && offset < 60) await logDay(alpha, (offset += 1));
    })().catch(() => undefined); // refused once they are erased; only what it leaves behind matters
    for (const p of erased) expect((await call(`/users/${p.id}`, { method: 'DELETE', cookie: master })).status).toBe(200);
    await eventually(async () => {
      const audit = await call('/erasures', { cookie: master });
      const done = erased.every((p) =>
        audit.body?.data?.some((row: { user_id: string; erased_at: string | null }) => row.user_id === p.id && row.erased_at),
      );
      return done ? true : undefined;
    }, 'both erasures to complete');
    logging = false;
    await racing;

    // Their sessions ended; they cannot sign in; the kept people can, with their data intact.
    expect((await call('/users/me', { cookie: bravo.cookie })).status).toBe(401);
    expect(
      (
        await call(`/users/authenticate?site_id=${DEMO_SITE_ID}`, {
          method: 'POST',
          body: { email: bravo.email, password: DEMO_PASSWORD, stay_logged_in: false },
        })
      ).status,
    ).not.toBe(200);
    for (const p of kept) {
      const cookie = await signIn(p.email, DEMO_PASSWORD);
      const me = await call('/users/me', { cookie });
      expect(me.body.data).toMatchObject({ email: p.email, birth_date: p.birthDate });
      expect(me.body.data.profile).toMatchObject({ first_name: p.firstName, last_name: p.lastName, line1: p.line1, city: p.city });
      const entries = await call(`/entries/chart?from_date=${day(5)}&to_date=${day(0)}`, { cookie });
      expect(JSON.stringify(entries.body)).toContain(String(4001));
    }

    // Wait until every projection has caught up with the log, then search everything.
    await eventually(
      async () => ((await call('/users/me?min_position=0', { cookie: master })).status === 200 ? true : undefined),
      'the API',
    );
    const needles = erased.flatMap(valuesOf);
    expect(await readableHits(needles)).toEqual([]);
    // None of their files is left (photos, secure uploads); the kept people's are all there.
    for (const p of erased) expect(existsSync(filesOf(p))).toBe(false);
    for (const p of kept) {
      expect(readdirSync(join(filesOf(p), 'public')).length).toBeGreaterThan(0);
      expect(readdirSync(join(filesOf(p), 'secure')).length).toBe(1);
    }
    expect(await redisHits(needles)).toEqual([]);
    // The search does find what is there: the kept people's values are readable somewhere.
    const keptHits = await readableHits(kept.flatMap(valuesOf));
    expect(keptHits.length).toBeGreaterThan(0);

    // A rebuild of every projection from the log gives exactly the read models there were.
    const before = await readModels();
    await system.stop({ keepDatabase: true });
    for (const projection of projections) {
      await run(process.execPath, [`${root}apps/projector/dist/cli.js`, 'rebuild', projection.name], {
        env: { ...process.env, DATABASE_URL: system.databaseUrl, REDIS_URL: TEST_REDIS_URL, QUEUE_PREFIX: prefix },
      });
    }
    expect(await readModels()).toEqual(before);
    expect(await readableHits(needles)).toEqual([]);
  });
});
