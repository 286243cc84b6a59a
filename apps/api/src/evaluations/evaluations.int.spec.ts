import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_ID, siteCopyId } from '@wellway/domain';
import { DEMO_SITE_ID, demoUserId, OTHER_SITE_ID, otherEmail } from '@wellway/test-support';
import { useApiHarness, type Json } from '../testing/api-harness.spec.js';

/** Site evaluations over HTTP: a booted API, real PostgreSQL, the projector in process. */
const now = new Date('2026-11-25T15:00:00Z'); // the demo participant started on 2025-01-01
const harness = useApiHarness(now, ['user', 'coordinator']);

let coordinator: string;
let participant: string;
let master: string;
let otherParticipant: string;
let otherCoordinator: string;

const questions = [
  { name: 'How do you feel?', prompt_type: 'DROPDOWN', options: 'Great|Fine|Tired', sequence: 1 },
  { name: 'Which habits?', prompt_type: 'CHECKBOX', options: 'Walking|Cycling|Yoga', sequence: 2 },
  { name: 'Tell us more', prompt_type: 'TEXTAREA', sequence: 3 },
  { name: 'Glasses of water a day', prompt_type: 'TEXTBOX', data_type: 'integer', sequence: 4 },
];
const evaluation = (over: Record<string, Json> = {}) => ({
  name: 'Check-in',
  days_from_start: 0,
  site_evaluation_questions: questions,
  ...over,
});

async function create(token: string, body: Json, siteId = DEMO_SITE_ID) {
  const reply = await harness.call('POST', `/sites/${siteId}/site_evaluations`, { token, body });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  lastPosition = reply.body.meta?.position ?? lastPosition;
  return reply.body as { data: Json; meta: { position: number } };
}
const me = async (token: string, position?: number) =>
  (await harness.call('GET', `/users/me${position ? `?min_position=${position}` : ''}`, { token })).body.data;
let lastPosition = 0;
const answer = (token: string, id: string, answers: Json, extra: Json = {}) =>
  harness.call('POST', `/site_evaluations/${id}/user_evaluation_answers?min_position=${lastPosition}`, {
    token,
    body: { answers, ...extra },
  });
const questionIds = (saved: Json): string[] => saved.site_evaluation_questions.map((q: Json) => q.id);
const goodAnswers = (saved: Json) => {
  const [feel, habits, more, water] = questionIds(saved);
  return { [feel!]: 'Fine', [habits!]: ['Yoga', 'Walking'], [more!]: 'Walked to work.', [water!]: '6' };
};

beforeAll(async () => {
  // The default site is there already: every installation's prepare creates it (ops/src/default-site.ts).
  [coordinator, participant, master, otherParticipant, otherCoordinator] = await Promise.all([
    harness.tokenOf('coordinator'),
    harness.tokenOf('participant'),
    harness.tokenOf('master'),
    harness.signIn(otherEmail('participant'), OTHER_SITE_ID),
    harness.signIn(otherEmail('coordinator'), OTHER_SITE_ID),
  ]);
});

describe('site evaluations: the editor', () => {
  it('lets coordinators and masters edit their sites only', async () => {
    const refused = await harness.when(() =>
      harness.call('POST', `/sites/${DEMO_SITE_ID}/site_evaluations`, { token: participant, body: evaluation() }),
    );
    expect(refused.reply.status).toBe(403);
    expect(refused.reply.body.errors).toEqual(['Only coordinators and masters can change site evaluations.']);
    expect(refused.appended).toBe(0);
    expect((await harness.call('GET', `/sites/${DEMO_SITE_ID}/site_evaluations`, { token: participant })).status).toBe(403);
    const elsewhere = await harness.call('POST', `/sites/${OTHER_SITE_ID}/site_evaluations`, { token: coordinator, body: evaluation() });
    expect(elsewhere.status).toBe(404);
    const defaults = await harness.call('POST', `/sites/${DEFAULT_SITE_ID}/site_evaluations`, { token: coordinator, body: evaluation() });
    expect(defaults.status).toBe(404);
  });

  it('stores options split on |, forces the initial evaluation to Registration at day 0, and names every problem', async () => {
    const { data } = await create(coordinator, evaluation({ name: 'Start', is_initial_evaluation: true, days_from_start: 9 }));
    expect(data).toMatchObject({ site_id: DEMO_SITE_ID, parent_id: null, name: 'Registration', days_from_start: 0, start_date: null });
    expect(data.site_evaluation_questions.map((q: Json) => [q.sequence, q.prompt_type, q.options])).toEqual([
      [1, 'DROPDOWN', 'Great|Fine|Tired'],
      [2, 'CHECKBOX', 'Walking|Cycling|Yoga'],
      [3, 'TEXTAREA', ''],
      [4, 'TEXTBOX', ''],
    ]);
    const bad = await harness.when(() =>
      harness.call('POST', `/sites/${DEMO_SITE_ID}/site_evaluations`, {
        token: coordinator,
        body: evaluation({ name: '', start_date: '2026-12-01', end_date: '2026-12-31' }),
      }),
    );
    expect(bad.reply.status).toBe(422);
    expect(bad.reply.body.errors).toEqual(['Name is required.\nChoose days from start or a date range, not both.']);
    expect(bad.appended).toBe(0);
    const malformed = await harness.call('POST', `/sites/${DEMO_SITE_ID}/site_evaluations`, {
      token: coordinator,
      body: evaluation({ days_from_start: 'soon', site_evaluation_questions: [{ name: 'x', prompt_type: 'RADIO', sequence: 1 }] }),
    });
    expect([400, 422]).toContain(malformed.status);
    expect(malformed.body.errors?.length).toBeGreaterThan(0);
  });

  it('edits and deletes an evaluation the read model does not have yet (decided from its stream)', async () => {
    const made = await create(coordinator, evaluation({ name: 'Just made' }));
    const id = made.data.id as string;
    await harness.waitFor(['site_evaluations'], BigInt(made.meta.position));
    // The read model lagging behind the log: the row is not there yet.
    await harness.pool.query('delete from site_evaluations where id = $1', [id]);
    const saved = await harness.call('PUT', `/sites/${DEMO_SITE_ID}/site_evaluations/${id}`, {
      token: coordinator,
      body: evaluation({ name: 'Just renamed' }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ id, name: 'Just renamed' });
    const elsewhere = await harness.call('PUT', `/sites/${OTHER_SITE_ID}/site_evaluations/${id}`, {
      token: otherCoordinator,
      body: evaluation(),
    });
    expect(elsewhere.status).toBe(404);
    await harness.waitFor(['site_evaluations'], BigInt(saved.body.meta?.position ?? 0));
    await harness.pool.query('delete from site_evaluations where id = $1', [id]);
    const deleted = await harness.call('DELETE', `/sites/${DEMO_SITE_ID}/site_evaluations/${id}`, { token: coordinator });
    expect(deleted.body.data).toEqual({ id, deleted: true, reset: false });
  });

  it('inherits the default set: a save on a site makes its copy, a delete resets it; defaults are deleted only on the default site', async () => {
    const { data: def } = await create(master, evaluation({ name: 'Default survey', days_from_start: 400 }), DEFAULT_SITE_ID);
    expect(def.site_id).toBeNull();
    const { meta } = await create(coordinator, evaluation({ name: 'Other', days_from_start: 1 }));
    const list = await harness.call('GET', `/sites/${DEMO_SITE_ID}/site_evaluations?min_position=${meta.position}`, { token: coordinator });
    expect(list.body.data.map((e: Json) => e.id)).toContain(def.id);

    const refused = await harness.call('DELETE', `/sites/${DEMO_SITE_ID}/site_evaluations/${def.id}`, { token: coordinator });
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual(['A default evaluation can only be deleted on the default site.']);

    const saved = await harness.call('PUT', `/sites/${DEMO_SITE_ID}/site_evaluations/${def.id}`, {
      token: coordinator,
      body: evaluation({ name: 'Our survey', days_from_start: 400 }),
    });
    expect(saved.status).toBe(200);
    const copyId = siteCopyId(DEMO_SITE_ID, def.id);
    expect(saved.body.data).toMatchObject({ id: copyId, site_id: DEMO_SITE_ID, parent_id: def.id, name: 'Our survey' });
    const after = await harness.call('GET', `/sites/${DEMO_SITE_ID}/site_evaluations?min_position=${saved.body.meta?.position}`, {
      token: coordinator,
    });
    const ids = after.body.data.map((e: Json) => e.id);
    expect(ids).toContain(copyId);
    expect(ids).not.toContain(def.id);
    const otherList = await harness.call('GET', `/sites/${OTHER_SITE_ID}/site_evaluations?min_position=${saved.body.meta?.position}`, {
      token: otherCoordinator,
    });
    expect(otherList.body.data.map((e: Json) => [e.id, e.name])).toEqual([[def.id, 'Default survey']]);

    const reset = await harness.call('DELETE', `/sites/${DEMO_SITE_ID}/site_evaluations/${copyId}`, { token: coordinator });
    expect(reset.body.data).toEqual({ id: copyId, deleted: true, reset: true });
    const restored = await harness.call(
      'GET',
      `/sites/${DEMO_SITE_ID}/site_evaluations/${def.id}?min_position=${reset.body.meta?.position}`,
      { token: coordinator },
    );
    expect(restored.body.data.name).toBe('Default survey');
  });
});

describe('site evaluations: the participant', () => {
  it('is asked the evaluations open to them, answers one once, and it moves to completed', async () => {
    const { data: open, meta } = await create(
      coordinator,
      evaluation({ name: 'November', days_from_start: null, start_date: '2026-11-01', end_date: '2026-11-30' }),
    );
    const before = await me(participant, meta.position);
    expect(before.pending_evaluation_ids).toContain(open.id);
    expect(before.active_evaluation_ids).toContain(open.id);
    expect(before.completed_evaluation_ids).not.toContain(open.id);

    const shown = await harness.call('GET', `/sites/${DEMO_SITE_ID}/site_evaluations/${open.id}`, { token: participant });
    expect(shown.status).toBe(200);
    expect(shown.body.data.site_evaluation_questions).toHaveLength(4);

    const [feel, habits, more, water] = questionIds(open);
    const bad = await harness.when(() =>
      answer(participant, open.id, { [feel!]: 'Sleepy', [habits!]: ['Running'], [more!]: ' ', [water!]: 'six' }),
    );
    expect(bad.reply.status).toBe(422);
    expect(bad.reply.body.errors).toEqual([
      'How do you feel?: choose one of the options given.\nWhich habits?: choose from the options given.\nTell us more: is required.\nGlasses of water a day: must be a whole number.',
    ]);
    expect(bad.appended).toBe(0);
    const malformed = await answer(participant, open.id, { [feel!]: 42 });
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors).toEqual([expect.stringContaining('must be text or a list of options')]);
    expect((await answer(participant, open.id, goodAnswers(open), { user_id: demoUserId('coordinator') })).status).toBe(403);

    const done = await answer(participant, open.id, goodAnswers(open), { user_id: demoUserId('participant'), site_evaluation_id: open.id });
    expect(done.status).toBe(201);
    expect(done.body.data).toEqual({ user_id: demoUserId('participant'), site_evaluation_id: open.id, completed: true });
    const after = await me(participant, done.body.meta?.position);
    expect(after.pending_evaluation_ids).not.toContain(open.id);
    expect(after.completed_evaluation_ids).toContain(open.id);

    const again = await harness.when(() => answer(participant, open.id, goodAnswers(open)));
    expect(again.reply.status).toBe(409);
    expect(again.reply.body.errors).toEqual(['You have already completed this evaluation.']);
    expect(again.appended).toBe(0);
  });

  it('seals the answers in the log', async () => {
    const { data: open } = await create(coordinator, evaluation({ name: 'Sealed', days_from_start: 1 }));
    const done = await answer(participant, open.id, goodAnswers(open));
    expect(done.status).toBe(201);
    const { rows } = await harness.pool.query<{ data: Json }>(
      `select data from es_events where type = 'UserEvaluationAnswered' order by position desc limit 1`,
    );
    expect(JSON.stringify(rows[0]?.data)).not.toContain('Walked to work.');
    expect(rows[0]?.data.$sealed).toHaveLength(1);
  });

  it('takes exactly one of many answers sent at once', async () => {
    const { data: open } = await create(coordinator, evaluation({ name: 'Rush', days_from_start: 2 }));
    const replies = await Promise.all(Array.from({ length: 8 }, () => answer(participant, open.id, goodAnswers(open))));
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
  });

  it('refuses an evaluation not open yet, and keeps sites apart', async () => {
    const { data: later, meta } = await create(
      coordinator,
      evaluation({ name: 'Later', days_from_start: null, start_date: '2027-01-01', end_date: '2027-01-31' }),
    );
    expect((await me(participant, meta.position)).active_evaluation_ids).not.toContain(later.id);
    const early = await answer(participant, later.id, goodAnswers(later));
    expect(early.status).toBe(409);
    expect(early.body.errors).toEqual(['This evaluation is not open to you.']);

    const { data: ours } = await create(coordinator, evaluation({ name: 'Ours only', days_from_start: 0 }));
    const seen = await harness.call('GET', `/sites/${DEMO_SITE_ID}/site_evaluations/${ours.id}`, { token: otherParticipant });
    expect(seen.status).toBe(404);
    const viaOwnSite = await harness.call('GET', `/sites/${OTHER_SITE_ID}/site_evaluations/${ours.id}`, { token: otherParticipant });
    expect(viaOwnSite.status).toBe(404);
    expect(viaOwnSite.body.errors).toEqual(['Site Evaluation could not be loaded.']);
    const theirs = await answer(otherParticipant, ours.id, goodAnswers(ours));
    expect(theirs.status).toBe(404);
    expect((await me(otherParticipant)).pending_evaluation_ids).not.toContain(ours.id);
    expect((await harness.call('GET', `/sites/${DEMO_SITE_ID}/site_evaluations/not-an-id`, { token: participant })).status).toBe(404);
  });

  it("counts a default answered as answered on the site's copy made afterwards: never asked, never taken twice", async () => {
    const { data: def } = await create(master, evaluation({ name: 'Default pulse', days_from_start: 3 }), DEFAULT_SITE_ID);
    const done = await answer(participant, def.id, goodAnswers(def));
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    const saved = await harness.call('PUT', `/sites/${DEMO_SITE_ID}/site_evaluations/${def.id}?min_position=${done.body.meta?.position}`, {
      token: coordinator,
      body: evaluation({ name: 'Our pulse', days_from_start: 3 }),
    });
    expect(saved.status).toBe(200);
    const copy = saved.body.data;
    lastPosition = saved.body.meta?.position ?? lastPosition;
    const after = await me(participant, lastPosition);
    expect(after.pending_evaluation_ids).not.toContain(copy.id);
    expect(after.completed_evaluation_ids).toContain(copy.id);
    const again = await harness.when(() => answer(participant, copy.id, goodAnswers(copy)));
    expect(again.reply.status).toBe(409);
    expect(again.reply.body.errors).toEqual(['You have already completed this evaluation.']);
    expect(again.appended).toBe(0);
  });
});

describe("site evaluations: another site's evaluation", () => {
  it("given the other site's own evaluation, when the demo site's coordinator saves or deletes it, then 404 and nothing changes", async () => {
    const made = await create(otherCoordinator, evaluation({ name: 'Other only' }), OTHER_SITE_ID);
    const id = made.data.id as string;
    const listed = await harness.call('GET', `/sites/${OTHER_SITE_ID}/site_evaluations?page_size=0&min_position=${made.meta.position}`, {
      token: otherCoordinator,
    });
    expect((listed.body.data as Json[]).find((row) => row.id === id)).toMatchObject({ delete_action: 'Delete' });
    for (const [method, input] of [
      ['PUT', evaluation({ name: 'Taken over' })],
      ['DELETE', undefined],
    ] as const) {
      const { reply, appended } = await harness.when(() =>
        harness.call(method, `/sites/${DEMO_SITE_ID}/site_evaluations/${id}`, { token: coordinator, body: input }),
      );
      expect(reply.status, method).toBe(404);
      expect(reply.body.errors).toEqual(['Site Evaluation could not be loaded.']);
      expect(appended).toBe(0);
    }
  });

  it("tells administrators each evaluation's delete_action: a default seen from a site has none", async () => {
    const listed = await harness.call('GET', `/sites/${DEMO_SITE_ID}/site_evaluations?page_size=0`, { token: coordinator });
    const rows = listed.body.data as Json[];
    expect(rows.filter((row) => row.site_id === null).every((row) => row.delete_action === null)).toBe(true);
    expect(rows.filter((row) => row.site_id !== null && row.parent_id === null).every((row) => row.delete_action === 'Delete')).toBe(true);
  });
});

describe("the site's initial evaluation (spec 2 §3 Site, spec 3 §2.2)", () => {
  it('is saved on the site, read by its participants, and cleared with null', async () => {
    const made = await create(coordinator, evaluation({ is_initial_evaluation: true }));
    const id = made.data.id as string;
    const saved = await harness.call('PUT', `/sites/${DEMO_SITE_ID}`, { token: coordinator, body: { initial_site_evaluation_id: id } });
    expect(saved).toMatchObject({ status: 200, body: { data: { initial_site_evaluation_id: id } } });
    const read = await harness.call('GET', `/sites/current?min_position=${saved.body.meta?.position}`, { token: participant });
    expect(read.body.data.initial_site_evaluation_id).toBe(id);
    const cleared = await harness.call('PUT', `/sites/${DEMO_SITE_ID}`, { token: coordinator, body: { initial_site_evaluation_id: null } });
    expect(cleared.body.data.initial_site_evaluation_id).toBeNull();
    const bad = await harness.call('PUT', `/sites/${DEMO_SITE_ID}`, {
      token: coordinator,
      body: { initial_site_evaluation_id: 'x'.repeat(65) },
    });
    expect(bad.status).toBe(422);
    expect((bad.body.errors ?? []).join(' ')).toContain('must be an evaluation id');
  });

  it("is one the site sees: its own or a default, never another site's or a deleted one (nothing appended)", async () => {
    const elsewhere = (await create(otherCoordinator, evaluation({ name: 'Theirs' }), OTHER_SITE_ID)).data.id as string;
    const made = await create(coordinator, evaluation({ name: 'Gone soon' }));
    const gone = made.data.id as string;
    await harness.call('GET', `/sites/${DEMO_SITE_ID}/site_evaluations?min_position=${made.meta.position}`, { token: coordinator });
    expect((await harness.call('DELETE', `/sites/${DEMO_SITE_ID}/site_evaluations/${gone}`, { token: coordinator })).status).toBe(200);
    for (const id of [elsewhere, gone, 'no-such-evaluation']) {
      const refused = await harness.when(() =>
        harness.call('PUT', `/sites/${DEMO_SITE_ID}`, { token: coordinator, body: { initial_site_evaluation_id: id } }),
      );
      expect(refused.reply.status, id).toBe(422);
      expect(refused.reply.body.errors).toEqual(['Choose an evaluation of this site.']);
      expect(refused.appended).toBe(0);
    }
    const inherited = (await create(master, evaluation({ name: 'Default start' }), DEFAULT_SITE_ID)).data.id as string;
    const saved = await harness.call('PUT', `/sites/${DEMO_SITE_ID}`, {
      token: coordinator,
      body: { initial_site_evaluation_id: inherited },
    });
    expect(saved).toMatchObject({ status: 200, body: { data: { initial_site_evaluation_id: inherited } } });
    await harness.call('PUT', `/sites/${DEMO_SITE_ID}`, { token: coordinator, body: { initial_site_evaluation_id: null } });
  });
});
