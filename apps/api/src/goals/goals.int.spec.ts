import { beforeAll, describe, expect, it } from 'vitest';
import { NOT_A_STORED_IMAGE } from '@wellway/contracts';
import { DEFAULT_SITE_ID, siteCopyId, userGoalsStream } from '@wellway/domain';
import { ACME_SITE_ID, acmeEmail, DEMO_SITE_ID, demoEmail, demoUserId, OTHER_SITE_ID, otherEmail } from '@wellway/test-support';
import { UNKNOWN_ID, useApiHarness, type Json } from '../testing/api-harness.spec.js';

const harness = useApiHarness(new Date('2026-11-22T15:00:00.000Z'), ['user', 'coordinator'], { is_goal_enabled: true });
const goal = (title: string, month_integer = 11, extra: Json = {}) => ({ title, month_integer, summary: `${title}, summed up`, ...extra });

let master: string;
let coordinator: string;
let pat: string;
let olive: string;
let oliveCoordinator: string;

/** The master saves a goal of the default set (on the default site). */
async function defaultGoal(title: string, extra: Json = {}): Promise<string> {
  const reply = await harness.call('POST', `/sites/${DEFAULT_SITE_ID}/goals`, { token: master, body: goal(title, 11, extra) });
  expect(reply.status).toBe(201);
  await settled(reply);
  return reply.body.data.id;
}

/** Waits until the goals read model has what a write appended. */
const settled = async (reply: Json) => harness.waitFor(['goals'], BigInt(reply.body.meta.position));

const catalogue = async (token: string, siteId: string) => {
  const reply = await harness.call('GET', `/sites/${siteId}/goals?page_size=0`, { token });
  expect(reply.status).toBe(200);
  return reply.body.data as Json[];
};

beforeAll(async () => {
  master = await harness.signIn(demoEmail('master'));
  coordinator = await harness.signIn(demoEmail('coordinator'));
  pat = await harness.signIn(demoEmail('participant'));
  olive = await harness.signIn(otherEmail('participant'), OTHER_SITE_ID);
  oliveCoordinator = await harness.signIn(otherEmail('coordinator'), OTHER_SITE_ID);
  // The default site exists in every installation (ops' prepare creates it).
});

describe('goals: permissions and bad input', () => {
  it('refuses participants of a site with goals off, anyone signed out, and participants at the catalogue administration', async () => {
    const acme = await harness.signIn(acmeEmail('participant'), ACME_SITE_ID); // Acme has goals off
    expect(await harness.call('GET', '/goals', { token: acme })).toMatchObject({ status: 403 });
    expect((await harness.call('GET', '/goals')).status).toBe(401);
    const refused = await harness.when(() => harness.call('POST', `/sites/${OTHER_SITE_ID}/goals`, { token: olive, body: goal('Mine') }));
    expect(refused.reply).toMatchObject({
      status: 403,
      body: { errors: ['Only coordinators and masters can change the goal catalogue.'] },
    });
    expect(refused.appended).toBe(0);
  });

  it('answers bad input with 4xx messages, never 500', async () => {
    for (const body of [{}, { title: 'x', month_integer: 13 }, { title: 5, month_integer: 1 }, { title: '  ', month_integer: 2 }]) {
      const reply = await harness.call('POST', `/sites/${OTHER_SITE_ID}/goals`, { token: oliveCoordinator, body });
      expect([400, 422]).toContain(reply.status);
      expect(reply.body.errors!.length).toBeGreaterThan(0);
    }
    for (const image of ['https://tracker.example/pixel.gif', 'javascript:alert(1)', '/images/goals/walk.png']) {
      const { reply, appended } = await harness.when(() =>
        harness.call('POST', `/sites/${OTHER_SITE_ID}/goals`, { token: oliveCoordinator, body: goal('Walk', 1, { image }) }),
      );
      expect(reply, image).toMatchObject({ status: 422, body: { errors: [`image: ${NOT_A_STORED_IMAGE}`] } });
      expect(appended).toBe(0);
    }
    expect(
      (await harness.call('PUT', `/goals/${UNKNOWN_ID}/status`, { token: olive, body: { status: 'done' } })).status,
    ).toBeGreaterThanOrEqual(400);
    expect(await harness.call('PUT', `/goals/${UNKNOWN_ID}/status`, { token: olive, body: { status: 'complete' } })).toMatchObject({
      status: 404,
      body: { errors: ['Goal could not be found'] },
    });
    expect(await harness.call('GET', `/goals/not-a-goal`, { token: olive })).toMatchObject({
      status: 404,
      body: { errors: ['Goal could not be found'] },
    });
    expect(await harness.call('POST', '/goals', { token: olive, body: { parent_id: UNKNOWN_ID } })).toMatchObject({
      status: 404,
      body: { errors: ['Goal could not be found'] },
    });
  });
});

describe('goals: the catalogue inherited from the default site (spec 3 §4)', () => {
  it("copies a default goal edited on a site, replaces a site's goal in place, re-parents children on delete", async () => {
    // Given a default goal and the demo site with goals on
    const current = (await harness.call('GET', `/sites/${DEMO_SITE_ID}`, { token: master })).body.data;
    expect(
      (await harness.call('PUT', `/sites/${DEMO_SITE_ID}`, { token: master, body: { flags: { ...current.flags, is_goal_enabled: true } } }))
        .status,
    ).toBe(200);
    const walk = await defaultGoal('Walk at lunch', {
      final_month_integer: 2,
      image: `/api/files/users/${demoUserId('master')}/public/${'a'.repeat(64)}.png`,
    });
    const onDemo = (await catalogue(coordinator, DEMO_SITE_ID)).find((row) => row.id === walk);
    expect(onDemo).toMatchObject({ site_id: null, parent_id: null, delete_action: null, edited_on_site: false });

    // When the demo coordinator edits it: the demo site's copy, with parent_id the default
    const edited = await harness.call('PUT', `/sites/${DEMO_SITE_ID}/goals/${walk}`, {
      token: coordinator,
      body: goal('Walk at lunch, Demo style'),
    });
    expect(edited).toMatchObject({
      status: 200,
      body: { data: { id: siteCopyId(DEMO_SITE_ID, walk), site_id: DEMO_SITE_ID, parent_id: walk, delete_action: 'Reset' } },
    });
    const copy = edited.body.data.id;
    await settled(edited);
    const demoGoals = await catalogue(coordinator, DEMO_SITE_ID);
    expect(demoGoals.map((row) => row.id)).toContain(copy);
    expect(demoGoals.map((row) => row.id)).not.toContain(walk);
    expect((await catalogue(coordinator, DEMO_SITE_ID)).find((row) => row.id === copy)).toMatchObject({ edited_on_site: true });
    // The other site still sees the default; the master's default list shows the copy as its child
    expect((await catalogue(olive, OTHER_SITE_ID)).find((row) => row.id === walk)).toMatchObject({ title: 'Walk at lunch' });
    expect((await catalogue(master, DEFAULT_SITE_ID)).find((row) => row.id === walk)).toMatchObject({
      children_ids: [copy],
      delete_action: 'Delete',
    });

    // Saved again on the demo site: replaced in place
    const again = await harness.call('PUT', `/sites/${DEMO_SITE_ID}/goals/${copy}`, {
      token: coordinator,
      body: goal('Walk at lunch, twice'),
    });
    expect(again.body.data).toMatchObject({ id: copy, parent_id: walk, title: 'Walk at lunch, twice' });
    await settled(again);

    // A demo-site goal is not another site's to see or change
    expect((await catalogue(olive, OTHER_SITE_ID)).map((row) => row.id)).not.toContain(copy);
    expect(
      (await harness.call('PUT', `/sites/${DEMO_SITE_ID}/goals/${copy}`, { token: oliveCoordinator, body: goal('Mine now') })).status,
    ).toBe(404);
    expect((await harness.call('GET', `/sites/${DEMO_SITE_ID}/goals`, { token: olive })).status).toBe(404);

    // The demo site may not delete the default itself
    const refused = await harness.when(() => harness.call('DELETE', `/sites/${OTHER_SITE_ID}/goals/${walk}`, { token: oliveCoordinator }));
    expect(refused.reply).toMatchObject({
      status: 403,
      body: { errors: ['Only goals that belong to this site, or were edited on it, can be deleted.'] },
    });
    expect(refused.appended).toBe(0);

    // Pat chooses the demo copy; then the demo site deletes its copy: the default shows again, Pat's goal points at it
    const chosen = await harness.call('POST', '/goals', { token: pat, body: { parent_id: copy } });
    expect(chosen).toMatchObject({
      status: 201,
      body: { data: { parent_id: copy, title: 'Walk at lunch, twice', status: 'active', is_custom: false } },
    });
    const reset = await harness.call('DELETE', `/sites/${DEMO_SITE_ID}/goals/${copy}`, { token: coordinator });
    expect(reset.status).toBe(200);
    await settled(reset);
    const after = await harness.call('GET', `/goals/${chosen.body.data.id}?min_position=${reset.body.meta!.position}`, { token: pat });
    expect(after.body.data.parent_id).toBe(walk);
    expect((await catalogue(coordinator, DEMO_SITE_ID)).find((row) => row.id === walk)).toMatchObject({ title: 'Walk at lunch' });

    // Edited on the demo site again after the reset: its copy is made again
    expect(
      (await harness.call('PUT', `/sites/${DEMO_SITE_ID}/goals/${walk}`, { token: coordinator, body: goal('Walk, again') })).body.data.id,
    ).toBe(copy);

    // The master edits the default in place on the default site; a site's own goal needs no default
    const inPlace = await harness.call('PUT', `/sites/${DEFAULT_SITE_ID}/goals/${walk}`, { token: master, body: goal('Walk every day') });
    expect(inPlace.body.data).toMatchObject({ id: walk, site_id: null, title: 'Walk every day' });
    const own = await harness.call('POST', `/sites/${DEMO_SITE_ID}/goals`, { token: coordinator, body: goal('Demo stairs') });
    expect(own.body.data).toMatchObject({ site_id: DEMO_SITE_ID, parent_id: null, delete_action: 'Delete' });
  });
});

describe("goals: a person's goals (spec 2 §3, §5, §7, §8)", () => {
  it('creates, edits, completes, shares by e-mail, lists history and runs again', async () => {
    const needsDescription = await harness.when(() => harness.call('POST', '/goals', { token: olive, body: { title: 'Sleep 8 hours' } }));
    expect(needsDescription.reply).toMatchObject({ status: 422, body: { errors: ['Please include a description.'] } });
    expect(needsDescription.appended).toBe(0);

    const created = await harness.call('POST', '/goals', {
      token: olive,
      body: { title: 'Sleep 8 hours', description: 'Lights out at 10.' },
    });
    expect(created).toMatchObject({
      status: 201,
      body: {
        data: { is_custom: true, parent_id: null, status: 'active', month_integer: 11, final_month_integer: null, completed_at: null },
      },
    });
    const id = created.body.data.id;
    // Their words are sealed in the log
    const { rows } = await harness.pool.query(`select data from es_events where stream_name = $1 and type = 'GoalCreated'`, [
      userGoalsStream(created.body.data.user_id),
    ]);
    expect(JSON.stringify(rows)).not.toContain('Lights out');

    const edited = await harness.call('PUT', `/goals/${id}`, { token: olive, body: { description: 'Lights out at 10:30.' } });
    expect(edited.body.data).toMatchObject({ title: 'Sleep 8 hours', description: 'Lights out at 10:30.' });

    // Sharing comes after completing
    expect(
      (await harness.call('POST', '/emails/content', { token: olive, body: { model: 'Goal', id, emails: 'a@example.com' } })).status,
    ).toBe(409);
    const done = await harness.call('PUT', `/goals/${id}/status`, { token: olive, body: { status: 'complete' } });
    expect(done.body.data).toMatchObject({ status: 'complete', completed_at: '2026-11-22T15:00:00.000Z', can_run_again: true });
    expect((await harness.call('PUT', `/goals/${id}/status`, { token: olive, body: { status: 'cancel' } })).body).toEqual({
      errors: ['This goal is no longer active.'],
    });

    const noAddress = await harness.call('POST', '/emails/content', {
      token: olive,
      body: { model: 'Goal', id, emails: ' ; ', message: 'Hi' },
    });
    expect(noAddress).toMatchObject({ status: 422, body: { errors: ['Must include at least 1 email address.'] } });
    const shared = await harness.call('POST', '/emails/content', {
      token: olive,
      body: { model: 'Goal', id, emails: 'sam@example.com; lee@example.com', message: 'I did it!' },
    });
    expect(shared).toMatchObject({ status: 200, body: { data: { sent_to: 2, message: 'Sent Successfully' } } });
    expect(await harness.lastEvent()).toMatchObject({ type: 'GoalShared', data: { recipients: ['sam@example.com', 'lee@example.com'] } });

    const history = await harness.call('GET', `/goals?filter=completed&page_size=0&min_position=${shared.body.meta!.position}`, {
      token: olive,
    });
    expect(history.body.data.map((row: Json) => row.id)).toEqual([id]);
    expect((await harness.call('GET', '/goals?filter=active', { token: olive })).body.data).toEqual([]);
    expect((await harness.call('GET', '/goals?filter=finished', { token: olive })).status).toBe(422);

    // Nobody else reads or changes it
    expect((await harness.call('GET', `/goals/${id}`, { token: pat })).status).toBe(404);
    expect((await harness.call('DELETE', `/goals/${id}`, { token: pat })).status).toBe(404);

    const rerun = await harness.call('POST', `/goals/${id}/run_again`, { token: olive });
    expect(rerun).toMatchObject({ status: 201, body: { data: { status: 'active', title: 'Sleep 8 hours', is_custom: true } } });
    const canceled = await harness.call('PUT', `/goals/${rerun.body.data.id}/status`, { token: olive, body: { status: 'cancel' } });
    expect(canceled.body.data.status).toBe('canceled');
    expect((await harness.call('DELETE', `/goals/${rerun.body.data.id}`, { token: olive })).status).toBe(200);
  });

  it('lets exactly 3 of 10 concurrent choose requests, and of 10 concurrent run-again requests, succeed', async () => {
    const ids = [];
    for (let i = 0; i < 10; i += 1) ids.push(await defaultGoal(`Concurrent ${i}`));
    const olivesGoals = (await harness.call('GET', '/goals?filter=active', { token: olive })).body.data as Json[];
    for (const active of olivesGoals) await harness.call('PUT', `/goals/${active.id}/status`, { token: olive, body: { status: 'cancel' } });

    const chosen = await Promise.all(ids.map((parent_id) => harness.call('POST', '/goals', { token: olive, body: { parent_id } })));
    expect(chosen.filter((reply) => reply.status === 201)).toHaveLength(3);
    for (const reply of chosen.filter((r) => r.status !== 201))
      expect(reply).toMatchObject({
        status: 409,
        body: { errors: ['You can have at most 3 active goals. Complete or cancel one first.'] },
      });

    // Complete all three; one of them then run again ten times at once: 3 room, but the same goal only once
    const started = chosen.filter((reply) => reply.status === 201).map((reply) => reply.body.data.id as string);
    for (const id of started) await harness.call('PUT', `/goals/${id}/status`, { token: olive, body: { status: 'complete' } });
    const mine = await harness.call('POST', '/goals', { token: olive, body: { description: 'Drink water' } });
    await harness.call('PUT', `/goals/${mine.body.data.id}/status`, { token: olive, body: { status: 'complete' } });
    const reruns = await Promise.all(
      Array.from({ length: 10 }, () => harness.call('POST', `/goals/${mine.body.data.id}/run_again`, { token: olive })),
    );
    expect(reruns.filter((reply) => reply.status === 201)).toHaveLength(3);
    expect(reruns.filter((reply) => reply.status === 409)).toHaveLength(7);
    const active = await harness.call(
      'GET',
      `/goals?filter=active&min_position=${Math.max(...reruns.map((r) => r.body.meta?.position ?? 0))}`,
      {
        token: olive,
      },
    );
    expect(active.body.data).toHaveLength(3);
    expect(active.body.meta!.total_records).toBe(3);
  });
});

void demoUserId;

describe("goals: another site's goal, and edits right after a create", () => {
  it("given the other site's own goal, when the demo site's coordinator saves or deletes it, then 404 and nothing changes", async () => {
    const made = await harness.call('POST', `/sites/${OTHER_SITE_ID}/goals`, { token: oliveCoordinator, body: goal('Olive only') });
    expect(made.status).toBe(201);
    const id: string = made.body.data.id;
    for (const [method, input] of [
      ['PUT', goal('Taken over')],
      ['DELETE', undefined],
    ] as const) {
      const { reply, appended } = await harness.when(() =>
        harness.call(method, `/sites/${DEMO_SITE_ID}/goals/${id}`, { token: coordinator, body: input }),
      );
      expect(reply, method).toMatchObject({ status: 404, body: { errors: ['Goal could not be found'] } });
      expect(appended).toBe(0);
    }
    const fromDefault = await harness.when(() =>
      harness.call('PUT', `/sites/${DEFAULT_SITE_ID}/goals/${id}`, { token: master, body: goal('Taken over') }),
    );
    expect(fromDefault.reply.status).toBe(404);
    expect(fromDefault.appended).toBe(0);
  });

  it('saves and deletes a goal the moment it is created (read from its stream, not the read model)', async () => {
    const made = await harness.call('POST', `/sites/${DEMO_SITE_ID}/goals`, {
      token: coordinator,
      body: goal('Fresh', 11, { category: 'Fresh air' }),
    });
    const id: string = made.body.data.id;
    const saved = await harness.call('PUT', `/sites/${DEMO_SITE_ID}/goals/${id}`, { token: coordinator, body: goal('Fresher') });
    expect(saved).toMatchObject({ status: 200, body: { data: { id, title: 'Fresher', category: 'Fresh air' } } });
    const deleted = await harness.call('DELETE', `/sites/${DEMO_SITE_ID}/goals/${id}`, { token: coordinator });
    expect(deleted).toMatchObject({ status: 200, body: { data: { id } } });
  });
});
