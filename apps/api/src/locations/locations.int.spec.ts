import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Location } from '@wellway/contracts';
import { deterministicId, locations, locationsStream } from '@wellway/domain';
import { DEMO_SITE_ID, demoUserId } from '@wellway/test-support';
import { useApiHarness } from '../testing/api-harness.spec.js';

/** Locations and programs over HTTP: a booted API, real PostgreSQL, the projector in process. */
const now = new Date('2026-11-22T15:00:00Z');
const harness = useApiHarness(now);

/** When: a CSV upload's form. */
function csvForm(content: string, fileName = 'locations.csv', type = 'text/csv'): FormData {
  const form = new FormData();
  form.append('file', new Blob([content], { type }), fileName);
  return form;
}

/** Then: a site's location tree as the given person reads it (at `position`). */
async function tree(token: string, position?: unknown, siteId = DEMO_SITE_ID): Promise<Location[]> {
  const reply = await harness.call('GET', `/sites/${siteId}/locations?page_size=0${position ? `&min_position=${String(position)}` : ''}`, {
    token,
  });
  expect(reply.status).toBe(200);
  return reply.body.data;
}
/** A tree by names only: a leaf is its name, a parent `{ name: children }`. */
const names = (nodes: Location[]): unknown[] =>
  nodes.map((node) => (node.children.length > 0 ? { [node.name]: names(node.children) } : node.name));

const OTHER_SITE = deterministicId('site', 'other');
const OTHER_LOCATION = deterministicId('location', 'other', 'hq');
let coordinator: string;
let participant: string;
let master: string;

beforeAll(async () => {
  await harness.givenSite(OTHER_SITE, { name: 'Other' });
  await harness.given(
    locationsStream(OTHER_SITE),
    locations.locationsDecider,
    { type: 'CreateLocation', siteId: OTHER_SITE, locationId: OTHER_LOCATION, name: 'Other HQ', parentLocationId: null },
    { siteId: OTHER_SITE, projections: ['locations'] },
  );
  [coordinator, participant, master] = await Promise.all([
    harness.tokenOf('coordinator'),
    harness.tokenOf('participant'),
    harness.tokenOf('master'),
  ]);
});

// Given (beforeAll): the demo site with its seeded locations and people, and another site with one location.
describe('locations', () => {
  it('builds a tree: create, rename, move, reorder, delete; every event names its actor', async () => {
    // Given: East, West, Depot under East, Dock under Depot, each created by the coordinator
    const create = async (name: string, parent: string | null = null) => {
      const reply = await harness.call('POST', `/sites/${DEMO_SITE_ID}/locations`, {
        token: coordinator,
        body: { name, parent_location_id: parent },
      });
      expect(reply.status).toBe(201);
      return reply.body.data;
    };
    const east = await create('East');
    expect(east).toMatchObject({ name: 'East', site_id: DEMO_SITE_ID, parent_location_id: null, children: [] });
    expect((await harness.lastEvent()).metadata).toMatchObject({ actorId: demoUserId('coordinator'), siteId: DEMO_SITE_ID });
    const west = await create('West');
    const depot = await create('Depot', east.id);
    const dock = await create('Dock', depot.id);

    // When Depot is renamed and moved under West, then it keeps its children
    const renamed = await harness.call('PUT', `/locations/${depot.id}`, { token: coordinator, body: { name: 'Main Depot' } });
    expect(renamed).toMatchObject({ status: 200, body: { data: { name: 'Main Depot', children: [{ name: 'Dock' }] } } });
    const moved = await harness.call('PUT', `/locations/${depot.id}`, { token: coordinator, body: { parent_location_id: west.id } });
    expect(moved.body.data).toMatchObject({ parent_location_id: west.id });
    // When it is moved to the parent it has, then nothing is appended
    const { reply, appended } = await harness.when(() =>
      harness.call('PUT', `/locations/${depot.id}`, { token: coordinator, body: { parent_location_id: west.id } }),
    );
    expect(reply).toMatchObject({
      status: 200,
      body: { meta: { position: null } },
    });
    expect(appended).toBe(0);

    // When the top level is reordered with West before East (reorder lists every sibling, the seeded ones too), then the tree has that order
    const topLevel = (await tree(coordinator, moved.body.meta?.position)).map((node) => node.id).filter((id) => id !== west.id);
    const sequence = topLevel.flatMap((id) => (id === east.id ? [west.id, east.id] : [id]));
    const reordered = await harness.call('POST', '/locations/reorder', { token: coordinator, body: { sequence } });
    expect(reordered.status).toBe(200);
    let nodes = await tree(participant, reordered.body.meta?.position);
    expect(names(nodes)).toEqual(expect.arrayContaining([{ West: [{ 'Main Depot': ['Dock'] }] }]));
    expect(nodes.findIndex((node) => node.id === west.id)).toBeLessThan(nodes.findIndex((node) => node.id === east.id));

    // When a location with children is deleted, then it is refused; a leaf is deleted
    const refused = await harness.call('DELETE', `/locations/${depot.id}`, { token: coordinator });
    expect(refused).toMatchObject({ status: 409, body: { errors: ['Main Depot has locations under it: move or delete them first.'] } });
    const deleted = await harness.call('DELETE', `/locations/${dock.id}`, { token: coordinator });
    expect(deleted.status).toBe(200);
    const index = await harness.call(
      'GET',
      `/locations?site_id=${DEMO_SITE_ID}&page_size=0&min_position=${String(deleted.body.meta?.position)}`,
      {
        token: participant,
      },
    );
    nodes = index.body.data;
    expect(names(nodes)).toEqual(expect.arrayContaining([{ West: ['Main Depot'] }, 'East']));
    expect(index.body.meta?.total_records).toBeGreaterThanOrEqual(3);
  });

  it.each([
    [{ name: '' }, 422, 'A location needs a name.'],
    [{ name: 'x'.repeat(101) }, 422, 'A location name can be at most 100 characters.'],
    [{ name: 'Ok', parent_location_id: 'nope' }, 422, 'The parent location was not found.'],
    [{}, 422, 'name: is required'],
    [{ name: 42 }, 422, 'name: is required'],
  ])('refuses %j with a clear message and appends nothing', async (body, status, message) => {
    // When the coordinator creates it
    const { reply, appended } = await harness.when(() =>
      harness.call('POST', `/sites/${DEMO_SITE_ID}/locations`, { token: coordinator, body }),
    );
    // Then it is refused with the message, and nothing is appended
    expect(reply).toMatchObject({ status, body: { errors: [message] } });
    expect(appended).toBe(0);
  });

  it('answers any create or update body with success or a clear 4xx, never a 500; a rejection appends nothing', async () => {
    // Given a top-level location, and bodies of every shape
    const top = (await harness.call('POST', '/locations', { token: coordinator, body: { name: 'Fuzz Root' } })).body.data;
    const value = fc.oneof(
      fc.string({ maxLength: 120 }),
      fc.constant(null),
      fc.integer(),
      fc.boolean(),
      fc.constant(top.id),
      fc.constant(undefined),
    );
    const body = fc.record(
      { name: value, parent_location_id: value, site_id: fc.oneof(value, fc.constant(DEMO_SITE_ID)) },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('POST', 'PUT'), body, async (method, input) => {
        // When one creates a location or changes the top one
        const { reply, appended } = await harness.when(() =>
          method === 'POST'
            ? harness.call('POST', `/sites/${DEMO_SITE_ID}/locations`, { token: coordinator, body: input })
            : harness.call('PUT', `/locations/${top.id}`, { token: coordinator, body: input }),
        );

        // Then it is no 500, and a refusal says why and appends nothing
        expect(reply.status).toBeLessThan(500);
        if (reply.status >= 400) {
          expect(reply.body.errors?.length).toBeGreaterThan(0);
          expect(appended).toBe(0);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('refuses a duplicate sibling name, a fourth level and moves into its own subtree', async () => {
    // Given Campus > Building > Floor
    const top = (await harness.call('POST', '/locations', { token: coordinator, body: { name: 'Campus' } })).body.data;
    const level2 = (
      await harness.call('POST', '/locations', { token: coordinator, body: { name: 'Building', parent_location_id: top.id } })
    ).body.data;
    const level3 = (
      await harness.call('POST', '/locations', { token: coordinator, body: { name: 'Floor', parent_location_id: level2.id } })
    ).body.data;
    // When a sibling of the same name (any case), a fourth level, moves into its own subtree or under itself, and bad reorders are sent
    const { reply, appended } = await harness.when(async () => [
      await harness.call('POST', '/locations', { token: coordinator, body: { name: 'campus' } }),
      await harness.call('POST', '/locations', { token: coordinator, body: { name: 'Room', parent_location_id: level3.id } }),
      await harness.call('PUT', `/locations/${top.id}`, { token: coordinator, body: { parent_location_id: level3.id } }),
      await harness.call('PUT', `/locations/${top.id}`, { token: coordinator, body: { parent_location_id: top.id } }),
      await harness.call('POST', '/locations/reorder', { token: coordinator, body: { sequence: [level2.id, top.id] } }),
      await harness.call('POST', '/locations/reorder', { token: coordinator, body: { sequence: 'x' } }),
    ]);

    // Then each is refused with its reason, and nothing is appended
    expect(reply).toMatchObject([
      { status: 409, body: { errors: ['A location named campus already exists at this level.'] } },
      { status: 422, body: { errors: ['Locations can be nested at most 3 levels deep.'] } },
      { status: 422, body: { errors: ['A location cannot be moved under a location inside it.'] } },
      { status: 422, body: { errors: ['A location cannot be moved under itself.'] } },
      { status: 422 },
      { status: 422, body: { errors: ['sequence: must be a list of location ids'] } },
    ]);
    expect(appended).toBe(0);
  });

  it('uploads a CSV: existing paths reused, a row-by-row report, one command and one event', async () => {
    // Given a CSV with a header, repeated paths, a blank line, a gap and a fourth level
    const csv = 'level1,level2,level3\nNorth,Plant A,Line 1\nnorth,plant a,Line 2\n\nNorth,,Line 3\nSouth\nA,B,C,D\n';

    // When the coordinator uploads it
    const { reply, appended } = await harness.when(() =>
      harness.call('POST', `/sites/${DEMO_SITE_ID}/locations`, { token: coordinator, form: csvForm(csv) }),
    );

    // Then the report tells row by row, and one event (LocationsUploaded: the five locations and the report) is appended
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({
      file_name: 'locations.csv',
      created_count: 5,
      rejected_count: 2,
      rows: [
        { row: 2, path: ['North', 'Plant A', 'Line 1'], status: 'created', message: null },
        { row: 3, path: ['north', 'plant a', 'Line 2'], status: 'created', message: null },
        { row: 5, path: ['North', '', 'Line 3'], status: 'rejected', message: 'A row cannot leave a level empty before the next one.' },
        { row: 6, path: ['South'], status: 'created' },
        { row: 7, path: ['A', 'B', 'C', 'D'], status: 'rejected', message: 'A row can name at most 3 levels.' },
      ],
    });
    expect(appended).toBe(1);

    // When a row that exists is uploaded again, then it is reported as existing and the tree has each path once
    const again = await harness.call('POST', `/sites/${DEMO_SITE_ID}/locations`, {
      token: coordinator,
      form: csvForm('North,Plant A,Line 1\n'),
    });
    expect(again).toMatchObject({ status: 200, body: { data: { created_count: 0, rows: [{ row: 1, status: 'existing' }] } } });
    const nodes = await tree(coordinator, again.body.meta?.position);
    expect(names(nodes)).toEqual(expect.arrayContaining([{ North: [{ 'Plant A': ['Line 1', 'Line 2'] }] }, 'South']));
  });

  it.each([
    ['a,b\n', 'locations.txt', 'text/plain', 422, 'Sorry… this is the incorrect file type. Your file needs to be a .csv.'],
    ['a,b\n', 'locations.csv', 'application/pdf', 422, 'Sorry… this is the incorrect file type. Your file needs to be a .csv.'],
    [
      'a,b\n',
      'my locations!.csv',
      'text/csv',
      422,
      'Sorry… your file name contains special characters. Only letters, numbers, underscore, dash, and dot are allowed',
    ],
    ['%PDF-1.4\u0000\u0001binary', 'fake.csv', 'text/csv', 422, 'Sorry… this is the incorrect file type. Your file needs to be a .csv.'],
    ['\n\n', 'empty.csv', 'text/csv', 422, 'The file has no locations in it.'],
    ['"unclosed,quote\n', 'bad.csv', 'text/csv', 422, undefined],
    [`${'x,'.repeat(1000)}\n`.repeat(2300), 'huge.csv', 'text/csv', 413, 'File size must be 4 MB or less'],
    [
      Array.from({ length: 5002 }, (_, row) => `Site ${row}`).join('\n'),
      'long.csv',
      'text/csv',
      422,
      'A file can list at most 5,000 locations.',
    ],
  ])('refuses the file %#, writing nothing', async (content, fileName, type, status, message) => {
    // When the coordinator uploads it
    const { reply, appended } = await harness.when(() =>
      harness.call('POST', `/sites/${DEMO_SITE_ID}/locations`, {
        token: coordinator,
        form: csvForm(content, fileName, type),
      }),
    );
    // Then it is refused with the reason, and nothing is appended
    expect(reply.status).toBe(status);
    if (message) expect(reply.body.errors).toEqual([message]);
    else expect(reply.body.errors?.[0]).toMatch(/^The file could not be read as CSV: /);
    expect(appended).toBe(0);
  });

  it('refuses participants every change, but lets them read the tree', async () => {
    // When the participant creates, uploads, reorders, changes or deletes
    const { reply, appended } = await harness.when(async () => [
      await harness.call('POST', `/sites/${DEMO_SITE_ID}/locations`, { token: participant, body: { name: 'Mine' } }),
      await harness.call('POST', `/sites/${DEMO_SITE_ID}/locations`, { token: participant, form: csvForm('A\n') }),
      await harness.call('POST', '/locations/reorder', { token: participant, body: { sequence: ['x'] } }),
      await harness.call('PUT', '/locations/x', { token: participant, body: { name: 'Mine' } }),
      await harness.call('DELETE', '/locations/x', { token: participant }),
    ]);

    // Then each is refused, and nothing is appended
    const refused = { status: 403, body: { errors: ['Only coordinators and masters can change locations.'] } };
    expect(reply).toMatchObject([refused, refused, refused, refused, refused]);
    expect(appended).toBe(0);

    // When they read the tree, then they see it (the demo seed's two levels); signed out, nobody does
    const read = await harness.call('GET', '/locations?page_size=0', { token: participant });
    expect(read.status).toBe(200);
    expect(names(read.body.data)).toEqual(
      expect.arrayContaining([{ Headquarters: ['Finance', 'People & Culture'] }, { 'Field Offices': ['North Depot', 'South Depot'] }]),
    );
    expect((await harness.call('GET', '/locations?page_size=0')).status).toBe(401);
  });

  it("answers 404 for another site's tree and locations; masters act on any site", async () => {
    // When the demo coordinator and participant read or change the other site's tree and location
    const { reply, appended } = await harness.when(async () => [
      await harness.call('GET', `/sites/${OTHER_SITE}/locations`, { token: coordinator }),
      await harness.call('GET', `/locations?site_id=${OTHER_SITE}`, { token: participant }),
      await harness.call('PUT', `/locations/${OTHER_LOCATION}`, { token: coordinator, body: { name: 'Mine now' } }),
      await harness.call('DELETE', `/locations/${OTHER_LOCATION}`, { token: coordinator }),
      await harness.call('PUT', `/locations/${OTHER_LOCATION}`, { token: coordinator, body: { name: 'Mine now', site_id: OTHER_SITE } }),
      await harness.call('POST', `/sites/${OTHER_SITE}/locations`, { token: coordinator, form: csvForm('A\n') }),
    ]);

    // Then it is unknown to them, and nothing is appended
    expect(reply).toMatchObject([
      { status: 404, body: { errors: ['Site not found.'] } },
      { status: 404 },
      { status: 404, body: { errors: ['Location not found.'] } },
      { status: 404 },
      { status: 404, body: { errors: ['Site not found.'] } },
      { status: 404 },
    ]);
    expect(appended).toBe(0);

    // When the master renames it, then it is renamed
    const renamed = await harness.call('PUT', `/locations/${OTHER_LOCATION}`, {
      token: master,
      body: { name: 'Head Office', site_id: OTHER_SITE },
    });
    expect(renamed).toMatchObject({ status: 200, body: { data: { name: 'Head Office', site_id: OTHER_SITE } } });
    expect(names(await tree(master, renamed.body.meta?.position, OTHER_SITE))).toEqual(['Head Office']);
  });
});

interface Program {
  id: string;
  name: string;
  site_id: string;
  enabled: boolean;
  locations: string[];
  logging_state: string | null;
  registration_closed: boolean;
  time_frames: { logging_state: string; start_date: string; end_date: string }[];
}

describe('programs', () => {
  const body = {
    name: 'Winter Walk',
    enabled: true,
    effective_date_start: '2026-11-01',
    effective_date_end: '2027-01-31',
    registration_closed: false,
    time_frames: [
      { logging_state: 'opt_in_logging', start_date: '2026-11-15', end_date: '2026-12-15' },
      { logging_state: 'coming_soon', start_date: '2026-11-01', end_date: '2026-11-14' },
      { logging_state: 'registration_closed', start_date: '2026-12-16', end_date: '2027-01-31' },
    ],
    promotion: { app_name: 'Winter Walk', promotion_id: 'WW-1' },
  };

  it('creates, lists, shows, updates and deletes a program with its logging state of today', async () => {
    // Given a location
    const location = (await harness.call('POST', '/locations', { token: coordinator, body: { name: 'Program HQ' } })).body.data;

    // When the coordinator creates a program there
    const created = await harness.call('POST', `/sites/${DEMO_SITE_ID}/programs`, {
      token: coordinator,
      body: { ...body, locations: [location.id] },
    });
    // Then its logging state is today's, its time frames in date order, recorded as the coordinator's
    expect(created.status).toBe(201);
    const program = created.body.data;
    expect(program).toMatchObject({
      name: 'Winter Walk',
      site_id: DEMO_SITE_ID,
      logging_state: 'opt_in_logging',
      locations: [location.id],
      registration_closed: false,
    });
    expect(program.time_frames.map((frame: Program['time_frames'][number]) => frame.logging_state)).toEqual([
      'coming_soon',
      'opt_in_logging',
      'registration_closed',
    ]);
    expect((await harness.lastEvent()).metadata).toMatchObject({ actorId: demoUserId('coordinator'), siteId: DEMO_SITE_ID });

    // And it is listed beside the seeded one, shown to a master, and open to a participant
    const listed = await harness.call(
      'GET',
      `/sites/${DEMO_SITE_ID}/programs?page_size=0&min_position=${String(created.body.meta?.position)}`,
      {
        token: coordinator,
      },
    );
    expect(listed.body.data.map((p: Program) => [p.name, p.logging_state])).toEqual([
      ['Winter Wellness Challenge', 'opt_in_logging'],
      ['Winter Walk', 'opt_in_logging'],
    ]);
    expect(await harness.call('GET', `/programs/${program.id}`, { token: master })).toMatchObject({
      status: 200,
      body: { data: { id: program.id, logging_state: 'opt_in_logging' } },
    });
    expect(
      await harness.call('GET', `/sites/${DEMO_SITE_ID}/programs/${program.id}/registration_closed`, { token: participant }),
    ).toMatchObject({
      status: 200,
      body: { data: { registration_closed: false } },
    });

    // When it is changed from a revision it never had, then it is a 409 that appends nothing
    expect(created.headers.get('etag')).toBe('"0"');
    const { reply: stale, appended } = await harness.when(() =>
      harness.call('PUT', `/programs/${program.id}`, { token: coordinator, headers: { 'if-match': '"7"' }, body: { enabled: false } }),
    );
    expect(stale).toMatchObject({ status: 409, body: { errors: ['Someone else changed this at the same time. Reload and try again.'] } });
    expect(appended).toBe(0);

    // When it is changed from its revision, then the ETag moves on, other fields stay, and registration closes
    const updated = await harness.call('PUT', `/programs/${program.id}`, {
      token: coordinator,
      headers: { 'if-match': '"0"' },
      body: { registration_closed: true, enabled: false },
    });
    expect(updated.headers.get('etag')).toBe('"1"');
    expect(updated.body.data).toMatchObject({ name: 'Winter Walk', registration_closed: true, enabled: false, locations: [location.id] });
    expect(
      await harness.call(
        'GET',
        `/sites/${DEMO_SITE_ID}/programs/${program.id}/registration_closed?min_position=${String(updated.body.meta?.position)}`,
        { token: participant },
      ),
    ).toMatchObject({ status: 200, body: { data: { registration_closed: true } } });

    // When time_frames come as the legacy object keyed by logging state, then they are read as a list
    const byState = await harness.call('PUT', `/programs/${program.id}`, {
      token: coordinator,
      body: { time_frames: { enter_logging: { start_date: '2026-11-20', end_date: '2026-11-30' } } },
    });
    expect(byState.body.data).toMatchObject({
      time_frames: [{ logging_state: 'enter_logging', start_date: '2026-11-20', end_date: '2026-11-30' }],
      logging_state: 'enter_logging',
    });

    // When it is deleted, then it is gone, and a second delete is 404
    const deleted = await harness.call('DELETE', `/programs/${program.id}`, { token: coordinator });
    expect(deleted.status).toBe(200);
    expect(
      await harness.call('GET', `/programs/${program.id}?min_position=${String(deleted.body.meta?.position)}`, { token: coordinator }),
    ).toMatchObject({ status: 404, body: { errors: ['Program not found.'] } });
    expect(await harness.call('DELETE', `/programs/${program.id}`, { token: coordinator })).toMatchObject({
      status: 404,
      body: { errors: ['Program not found.'] },
    });
  });

  it.each([
    [{ ...body, name: ' ' }, 'A program needs a name.'],
    [{ ...body, locations: ['a', 'a'] }, "A program's locations cannot be added twice."],
    [{ ...body, locations: [OTHER_LOCATION] }, 'A program can only include locations of its site.'],
    [{ ...body, effective_date_end: '2026-10-01' }, 'The effective end date must be on or after the effective start date.'],
    [
      {
        ...body,
        time_frames: [
          { logging_state: 'coming_soon', start_date: '2026-11-01', end_date: '2026-11-20' },
          { logging_state: 'enter_logging', start_date: '2026-11-20', end_date: '2026-11-30' },
        ],
      },
      'The coming_soon and enter_logging time frames overlap.',
    ],
    [
      { ...body, time_frames: [{ logging_state: 'sometimes', start_date: '2026-11-01', end_date: '2026-11-20' }] },
      expect.stringMatching(/^time_frames\.0\.logging_state: must be one of coming_soon/),
    ],
    [{ ...body, effective_date_start: '01/11/2026' }, 'effective_date_start: must be a date written YYYY-MM-DD'],
    [{ enabled: true }, 'name: is required'],
  ])('refuses a program %#, appending nothing', async (input, message) => {
    // When the coordinator creates it
    const { reply, appended } = await harness.when(() =>
      harness.call('POST', `/sites/${DEMO_SITE_ID}/programs`, { token: coordinator, body: input }),
    );
    // Then it is refused with the message, and nothing is appended
    expect(reply).toMatchObject({ status: 422, body: { errors: [message] } });
    expect(appended).toBe(0);
  });

  it("refuses participants, and answers 404 for another site's programs", async () => {
    // When the participant creates or lists programs, and the coordinator creates one on another site
    const { reply, appended } = await harness.when(async () => [
      await harness.call('POST', `/sites/${DEMO_SITE_ID}/programs`, { token: participant, body }),
      await harness.call('GET', `/sites/${DEMO_SITE_ID}/programs`, { token: participant }),
      await harness.call('POST', `/sites/${OTHER_SITE}/programs`, { token: coordinator, body }),
    ]);

    // Then each is refused, and nothing is appended
    expect(reply).toMatchObject([
      { status: 403, body: { errors: ['Only coordinators and masters can change programs.'] } },
      { status: 403 },
      { status: 404 },
    ]);
    expect(appended).toBe(0);

    // Given a program of the other site, which the master created
    const elsewhere = await harness.call('POST', `/sites/${OTHER_SITE}/programs`, {
      token: master,
      body: { ...body, locations: [OTHER_LOCATION] },
    });
    expect(elsewhere).toMatchObject({ status: 201, body: { data: { site_id: OTHER_SITE } } });
    const id = elsewhere.body.data.id;
    const position = String(elsewhere.body.meta?.position);

    // When the demo site's people read it, then it is unknown to them
    expect(await harness.call('GET', `/programs/${id}?min_position=${position}`, { token: coordinator })).toMatchObject({
      status: 404,
      body: { errors: ['Program not found.'] },
    });
    expect(
      await harness.call('GET', `/sites/${OTHER_SITE}/programs/${id}/registration_closed?min_position=${position}`, { token: participant }),
    ).toMatchObject({ status: 404 });
    expect(await harness.call('GET', `/sites/${OTHER_SITE}/programs`, { token: coordinator })).toMatchObject({ status: 404 });

    // When the coordinator changes or deletes it, then it is unknown, nothing is appended, and it is as it was
    const { reply: changes, appended: changed } = await harness.when(async () => [
      await harness.call('PUT', `/programs/${id}`, { token: coordinator, body: { name: 'Taken' } }),
      await harness.call('DELETE', `/programs/${id}`, { token: coordinator }),
    ]);
    expect(changes).toMatchObject([{ status: 404, body: { errors: ['Program not found.'] } }, { status: 404 }]);
    expect(changed).toBe(0);
    expect(await harness.call('GET', `/programs/${id}`, { token: master })).toMatchObject({
      status: 200,
      body: { data: { site_id: OTHER_SITE } },
    });
  });
});
