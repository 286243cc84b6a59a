import { beforeAll, describe, expect, it } from 'vitest';
import { NOT_A_STORED_IMAGE, type Badge } from '@wellway/contracts';
import { badgeDefinitionStream, DEFAULT_SITE_ID, deterministicId, siteCopyId, userBadgesStream } from '@wellway/domain';
import { ACME_SITE_ID, DEMO_SITE_ID, demoUserId } from '@wellway/test-support';
import { useApiHarness } from '../testing/api-harness.spec.js';

/** Badge administration over HTTP (spec 3 §4, §7): a booted API, real PostgreSQL, the projector in process. */
const harness = useApiHarness(new Date('2026-11-22T15:00:00Z'));
const defaultBadge = (category: string) => deterministicId('badge', 'default', category);
const GOALS = defaultBadge('goals_created');
const STAR = defaultBadge('custom');
const body = (changes: Record<string, unknown> = {}) => ({
  name: 'Goal Setter',
  category: 'goals_created',
  goal: 2,
  goal2: null,
  icon: 'goals_created-2',
  ...changes,
});
/** An image as POST /files/upload stores it (the shape is what is checked). */
const LOCKED = `/api/files/users/${demoUserId('coordinator')}/public/${'b'.repeat(64)}.png`;
let coordinator: string;
let participant: string;
let master: string;

beforeAll(async () => {
  [coordinator, participant, master] = await Promise.all([
    harness.tokenOf('coordinator'),
    harness.tokenOf('participant'),
    harness.tokenOf('master'),
  ]);
});

/** Then: the badges a person reads for a site, after `position`. */
async function seen(token: string, siteId: string, position?: unknown): Promise<Badge[]> {
  const reply = await harness.call('GET', `/badges?site_id=${siteId}&page_size=0${position ? `&min_position=${String(position)}` : ''}`, {
    token,
  });
  expect(reply.status).toBe(200);
  return reply.body.data;
}

describe('badge administration', () => {
  it('the default site exists and shows the default set; every site sees it', async () => {
    const defaults = await seen(master, DEFAULT_SITE_ID);
    expect(defaults.map((badge) => badge.category)).toContain('custom');
    expect(defaults.every((badge) => badge.site_id === null)).toBe(true);
    const demo = await seen(participant, DEMO_SITE_ID);
    expect(demo.find((badge) => badge.id === GOALS)).toMatchObject({ site_id: null, parent_id: null });
  });

  it("saving a default on a site makes that site's copy; 'Reset Badge' restores the default", async () => {
    const saved = await harness.call('PUT', `/badges/${GOALS}`, { token: coordinator, body: body({ name: 'Goal Getter Deluxe' }) });
    expect(saved.status).toBe(200);
    const copyId = siteCopyId(DEMO_SITE_ID, GOALS);
    expect(saved.body.data).toMatchObject({ id: copyId, site_id: DEMO_SITE_ID, parent_id: GOALS, name: 'Goal Getter Deluxe', goal: 2 });
    const afterSave = await seen(participant, DEMO_SITE_ID, saved.body.meta?.position);
    expect(afterSave.filter((badge) => [GOALS, copyId].includes(badge.id)).map((badge) => badge.id)).toEqual([copyId]);
    // The default itself is unchanged on the default site.
    expect((await seen(master, DEFAULT_SITE_ID)).find((badge) => badge.id === GOALS)?.name).toBe('Goal Setter');

    const reset = await harness.call('DELETE', `/badges/${copyId}`, { token: coordinator });
    expect(reset.body.data).toEqual({ id: copyId, outcome: 'reset' });
    const afterReset = await seen(participant, DEMO_SITE_ID, reset.body.meta?.position);
    expect(afterReset.find((badge) => badge.id === GOALS)?.name).toBe('Goal Setter');
    expect(afterReset.some((badge) => badge.id === copyId)).toBe(false);
  });

  it('many saves of a default on the same site at once make one copy', async () => {
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        harness.call('PUT', `/badges/${defaultBadge('goals_shared')}`, {
          token: coordinator,
          body: body({ category: 'goals_shared', name: `Sharer ${index}` }),
        }),
      ),
    );
    const copyId = siteCopyId(DEMO_SITE_ID, defaultBadge('goals_shared'));
    expect(replies.map((reply) => [reply.status, reply.body.data.id])).toEqual(replies.map(() => [200, copyId]));
    const events = await harness.eventsOf(badgeDefinitionStream(copyId));
    expect(events.filter((event) => event.type === 'BadgeCreated')).toHaveLength(1);
    const position = replies.map((reply) => BigInt(reply.body.meta?.position ?? 0)).reduce((a, b) => (a > b ? a : b));
    expect(
      (await seen(participant, DEMO_SITE_ID, position)).filter((badge) => badge.parent_id === defaultBadge('goals_shared')),
    ).toHaveLength(1);
  });

  it("creates, reorders and deletes a site's own badge; a master deletes a default on the default site", async () => {
    const created = await harness.call('POST', '/badges', {
      token: coordinator,
      body: body({ name: 'Demo Only', category: 'days_logged', goal: 7 }),
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ site_id: DEMO_SITE_ID, parent_id: null, name: 'Demo Only' });
    const ids = (await seen(coordinator, DEMO_SITE_ID, created.body.meta?.position)).map((badge) => badge.id);
    const reordered = [created.body.data.id, ...ids.filter((id) => id !== created.body.data.id)];
    const reorder = await harness.call('POST', '/badges/reorder', {
      token: coordinator,
      body: { sequence: reordered, site_id: DEMO_SITE_ID },
    });
    expect(reorder.status).toBe(200);
    expect((await seen(participant, DEMO_SITE_ID, reorder.body.meta?.position)).map((badge) => badge.id)).toEqual(reordered);
    const deleted = await harness.call('DELETE', `/badges/${created.body.data.id}`, { token: coordinator });
    expect(deleted.body.data.outcome).toBe('deleted');

    const gone = defaultBadge('recipes_shared');
    const deletedDefault = await harness.call('DELETE', `/badges/${gone}?site_id=${DEFAULT_SITE_ID}`, { token: master });
    expect(deletedDefault.body.data).toEqual({ id: gone, outcome: 'deleted' });
    expect((await seen(participant, DEMO_SITE_ID, deletedDefault.body.meta?.position)).some((badge) => badge.id === gone)).toBe(false);
  });

  it('awards a custom badge to a chosen participant exactly once', async () => {
    const award = () =>
      harness.call('POST', `/badges/${STAR}/award`, { token: coordinator, body: { user_ids: [demoUserId('participant')] } });
    const [first, second] = await Promise.all([award(), award()]);
    expect([...first.body.data.awarded, ...second.body.data.awarded]).toEqual([demoUserId('participant')]);
    const events = await harness.eventsOf(userBadgesStream(demoUserId('participant')));
    expect(events.filter((event) => event.type === 'BadgeAwarded' && (event.data as { badgeId: string }).badgeId === STAR)).toHaveLength(1);
    const refused = await harness.call('POST', `/badges/${GOALS}/award`, {
      token: coordinator,
      body: { user_ids: [demoUserId('participant')] },
    });
    expect(refused).toMatchObject({ status: 422, body: { errors: ['Only custom badges can be awarded by hand.'] } });
  });

  it("saves the site's locked image on the site", async () => {
    const reply = await harness.call('PUT', '/badges/locked_image', { token: coordinator, body: { badge_locked_image: LOCKED } });
    expect(reply).toMatchObject({ status: 200, body: { data: { site_id: DEMO_SITE_ID, badge_locked_image: LOCKED } } });
    const site = await harness.call('GET', `/sites/${DEMO_SITE_ID}?min_position=${String(reply.body.meta?.position)}`, {
      token: participant,
    });
    expect(site.body.data.badge_locked_image).toBe(LOCKED);
  });

  it('takes only images uploaded to this app for the locked image, on either route', async () => {
    for (const image of ['https://tracker.example/pixel.gif', 'javascript:alert(1)', '/api/logout', `${LOCKED}?x=1`, 'goals_created-2']) {
      const { reply, appended } = await harness.when(() =>
        harness.call('PUT', '/badges/locked_image', { token: coordinator, body: { badge_locked_image: image } }),
      );
      expect(reply, image).toMatchObject({ status: 422, body: { errors: [`badge_locked_image: ${NOT_A_STORED_IMAGE}`] } });
      expect(appended).toBe(0);
    }
    const site = await harness.call('PUT', `/sites/${DEMO_SITE_ID}`, {
      token: master,
      body: { badge_locked_image: 'https://tracker.example/pixel.gif' },
    });
    expect(site.status).toBe(422);
    expect(site.body.errors).toContain(`badge_locked_image: ${NOT_A_STORED_IMAGE}`);
    const cleared = await harness.call('PUT', '/badges/locked_image', { token: coordinator, body: { badge_locked_image: null } });
    expect(cleared).toMatchObject({ status: 200, body: { data: { badge_locked_image: null } } });
  });
});

describe('badge administration: who and what', () => {
  it('participants cannot change badges; coordinators only on their own site', async () => {
    const { reply, appended } = await harness.when(() => harness.call('POST', '/badges', { token: participant, body: body() }));
    expect(reply).toMatchObject({ status: 403, body: { errors: ['Only coordinators and masters can change badges.'] } });
    expect(appended).toBe(0);
    const elsewhere = await harness.call('PUT', `/badges/${GOALS}`, { token: coordinator, body: body({ site_id: DEFAULT_SITE_ID }) });
    expect(elsewhere.status).toBe(404);
    const defaultDelete = await harness.call('DELETE', `/badges/${defaultBadge('evaluation')}`, { token: coordinator });
    expect(defaultDelete).toMatchObject({
      status: 422,
      body: { errors: ['This is a default badge: there is nothing to reset on this site.'] },
    });
    expect((await harness.call('PUT', `/badges/${deterministicId('badge', 'none')}`, { token: coordinator, body: body() })).status).toBe(
      404,
    );
  });

  it('refuses bad input with a clear message and appends nothing', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [body({ name: ' ' }), 422, 'A badge needs a name.'],
      [body({ goal: 0 }), 422, 'A badge goal must be a whole number of at least 1.'],
      [body({ category: 'campaign_opt_in', goal: 1 }), 422, 'A program badge needs a program.'],
      [body({ category: 'nope' }), 422, 'category'],
      [body({ goal: 'ten' }), 422, 'goal'],
      [body({ icon: 'javascript:alert(1)' }), 422, 'icon'],
      [body({ icon: 'https://tracker.example/pixel.gif' }), 422, 'icon: must be an image uploaded to this app'],
      [body({ icon: '/api/logout' }), 422, 'icon: must be an image uploaded to this app'],
      [body({ icon: LOCKED.replace('/public/', '/secure/') }), 422, 'icon: must be an image uploaded to this app'],
    ];
    for (const [input, status, message] of cases) {
      const { reply, appended } = await harness.when(() => harness.call('POST', '/badges', { token: coordinator, body: input }));
      expect(reply.status, JSON.stringify(input)).toBe(status);
      expect((reply.body.errors ?? []).join(' ')).toContain(message);
      expect(appended).toBe(0);
    }
    const reorder = await harness.call('POST', '/badges/reorder', { token: coordinator, body: { sequence: ['nope'] } });
    expect(reorder).toMatchObject({ status: 422, body: { errors: ['The order names a badge this site does not have.'] } });
  });
});

describe("badge administration: another site's badge", () => {
  it("given Acme's own badge, when the demo site's coordinator saves or deletes it, then 404 and nothing changes", async () => {
    const made = await harness.call('POST', '/badges', {
      token: master,
      body: body({ name: 'Acme Only', category: 'custom', site_id: ACME_SITE_ID }),
    });
    expect(made.status).toBe(201);
    const acmeBadge: string = made.body.data.id;
    for (const [method, path, input] of [
      ['PUT', `/badges/${acmeBadge}`, body({ name: 'Taken over' })],
      ['DELETE', `/badges/${acmeBadge}`, undefined],
      ['PUT', `/badges/${acmeBadge}?site_id=${DEFAULT_SITE_ID}`, body({ name: 'Taken over', site_id: DEFAULT_SITE_ID })],
    ] as const) {
      const token = path.includes(DEFAULT_SITE_ID) ? master : coordinator;
      const { reply, appended } = await harness.when(() => harness.call(method, path, { token, body: input }));
      expect(reply, `${method} ${path}`).toMatchObject({ status: 404, body: { errors: ['Badge not found.'] } });
      expect(appended).toBe(0);
    }
    // Nothing changed: the badge's stream holds its creation only.
    expect((await harness.eventsOf(badgeDefinitionStream(acmeBadge))).map((event) => event.type)).toEqual(['BadgeCreated']);
  });

  it("tells administrators each badge's delete_action; participants get none", async () => {
    const admin = await seen(coordinator, DEMO_SITE_ID);
    expect(admin.find((badge) => badge.id === STAR)?.delete_action).toBeNull();
    expect((await seen(master, DEFAULT_SITE_ID)).find((badge) => badge.id === STAR)?.delete_action).toBe('Delete');
    expect((await seen(participant, DEMO_SITE_ID)).find((badge) => badge.id === STAR)).not.toHaveProperty('delete_action');
  });
});
