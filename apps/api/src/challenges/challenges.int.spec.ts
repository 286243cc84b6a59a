import { beforeAll, describe, expect, it } from 'vitest';
import { hash } from '@node-rs/argon2';
import {
  challengeCatalogue,
  challengeSlots,
  challengeSlotsStream,
  challengeStream,
  DEFAULT_SITE_ID,
  deterministicId,
  siteCopyId,
  userChallenges,
  userChallengeStream,
  userStream,
  users,
  type ChallengeCatalogueCommand,
} from '@wellway/domain';
import { ACME_SITE_ID, DEMO_PASSWORD, DEMO_SITE_ID, demoEmail } from '@wellway/test-support';
import { useApiHarness } from '../testing/api-harness.spec.js';

/** Challenges over HTTP: a booted API, real PostgreSQL, the projector in process. */
const now = new Date('2026-11-22T15:00:00Z');
const harness = useApiHarness(now);

const SITE = deterministicId('site', 'challenges');
const OTHER = deterministicId('site', 'challenges-other');
/** A site with challenges switched off. */
const OFF = deterministicId('site', 'challenges-off');
/** This spec's own catalogue items (the seeded database has the demo's defaults too). */
const ours = <T extends { name: string }>(items: readonly T[]): T[] =>
  items.filter((item) => ['Swim a mile', 'Swim two miles', 'Walk 10,000 steps', 'Elsewhere only'].includes(item.name));
const personId = (name: string) => deterministicId('user', 'challenges', name);
const WALK = deterministicId('challenge', 'walk');
const SWIM = deterministicId('challenge', 'swim');
const OWN = deterministicId('challenge', 'own');
const senders = Array.from({ length: 20 }, (_, index) => `friend${index + 1}`);
const receivers = Array.from({ length: 20 }, (_, index) => `mate${index + 1}`);
const tokens = new Map<string, string>();

async function givenPerson(siteId: string, name: string, passwordHash: string) {
  const userId = personId(name);
  await harness.given(
    userStream(userId),
    users.userDecider,
    {
      type: 'RegisterUser',
      user: {
        userId,
        siteId,
        email: `${name}@challenges.test`,
        role: 'user',
        firstName: name[0]!.toUpperCase() + name.slice(1),
        lastName: 'Tester',
        startedOn: '2026-01-01',
        passwordHash,
      },
    },
    { siteId, projections: ['users'] },
  );
}

/**
 * Friendships straight into the read model. TODO(friends): once the friends capability is merged,
 * append its events instead (its projection fills `friendships`).
 */
async function givenFriends(siteId: string, a: string, b: string) {
  await harness.pool.query(
    `insert into friendships (id, site_id, sender_id, friendee_id, status, created_at, updated_at, position)
     values ($1, $2, $3, $4, 'A', now(), now(), 0)`,
    [deterministicId('friendship', a, b), siteId, personId(a), personId(b)],
  );
}

const givenCatalogue = (challengeId: string, command: ChallengeCatalogueCommand, siteId: string | null) =>
  harness.given(challengeStream(challengeId), challengeCatalogue.challengeDecider, command, {
    siteId,
    projections: ['challenge_catalogue'],
  });
const save = (challengeId: string, siteId: string | null, name: string, month: number) =>
  ({ type: 'SaveChallenge', challengeId, siteId, parentId: null, name, month, create: true }) as const;

const token = (name: string) => tokens.get(name)!;
const send = (from: string, to: string, challengeId = WALK) =>
  harness.call('POST', '/user_challenges', { token: token(from), body: { receiver_id: personId(to), challenge_id: challengeId } });
const setStatus = (name: string, id: string, status: string) =>
  harness.call('PUT', `/user_challenges/${id}/status`, { token: token(name), body: { status } });
const listOf = async (name: string, filter: 'active' | 'completed', position?: unknown) => {
  const reply = await harness.call('GET', `/user_challenges?filter=${filter}${position ? `&min_position=${String(position)}` : ''}`, {
    token: token(name),
  });
  expect(reply.status).toBe(200);
  return reply.body;
};

beforeAll(async () => {
  const passwordHash = await hash(DEMO_PASSWORD);
  await harness.givenSite(SITE, { name: 'Challengers', flags: { is_challenges_enabled: true }, settings: { userChallengeDays: 3 } });
  await harness.givenSite(OTHER, { name: 'Elsewhere', flags: { is_challenges_enabled: true } });
  await harness.givenSite(OFF, { name: 'No challenges', flags: { is_challenges_enabled: false } });
  const people = ['ann', 'bob', 'cy', 'zed', 'solo', 'keeper', 'holder', 'pal', ...senders, ...receivers];
  for (const name of people) await givenPerson(SITE, name, passwordHash);
  await givenPerson(OTHER, 'otto', passwordHash);
  await givenPerson(OFF, 'offie', passwordHash);
  for (const [a, b] of [
    ['ann', 'bob'],
    ['ann', 'cy'],
    ['otto', 'ann'],
    ['keeper', 'pal'],
    ['holder', 'pal'],
  ])
    await givenFriends(SITE, a!, b!);
  for (const name of senders) await givenFriends(SITE, name, 'zed');
  for (const name of receivers) await givenFriends(SITE, 'solo', name);
  await givenCatalogue(WALK, save(WALK, null, 'Walk 10,000 steps', 11), null);
  await givenCatalogue(SWIM, save(SWIM, null, 'Swim a mile', 2), null);
  await givenCatalogue(OWN, save(OWN, OTHER, 'Elsewhere only', 11), OTHER);
  await Promise.all(
    [...people, 'otto', 'offie'].map(async (name) =>
      tokens.set(name, await harness.signIn(`${name}@challenges.test`, name === 'otto' ? OTHER : name === 'offie' ? OFF : SITE)),
    ),
  );
  for (const account of ['coordinator', 'master', 'participant'] as const) tokens.set(account, await harness.tokenOf(account));
});

describe('challenge catalogue (spec 3 §4, default-site inheritance)', () => {
  it("lists a site's catalogue: its own items and the defaults, by month; never another site's", async () => {
    const all = await harness.call('GET', '/challenges', { token: token('ann') });
    expect(ours(all.body.data).map((c) => c.name)).toEqual(['Swim a mile', 'Walk 10,000 steps']);
    const november = await harness.call('GET', '/challenges?month=11', { token: token('otto') });
    expect(ours(november.body.data).map((c) => c.name)).toEqual(['Elsewhere only', 'Walk 10,000 steps']);
    expect(await harness.call('GET', `/challenges/${OWN}`, { token: token('ann') })).toMatchObject({
      status: 404,
      body: { errors: ['Challenge not found.'] },
    });
    expect(await harness.call('GET', '/challenges?month=13', { token: token('ann') })).toMatchObject({
      status: 422,
      body: { errors: ['month: must be a month from 1 to 12'] },
    });
  });

  it('a default edited on another site becomes that site’s copy; deleting the copy resets it; only the default site deletes a default', async () => {
    const master = token('master');
    const edited = await harness.call('PUT', `/challenges/${SWIM}`, {
      token: master,
      body: { site_id: SITE, name: 'Swim two miles', month: 3 },
    });
    const copyId = siteCopyId(SITE, SWIM);
    expect(edited).toMatchObject({
      status: 200,
      body: { data: { id: copyId, site_id: SITE, parent_id: SWIM, name: 'Swim two miles', month: 3 } },
    });
    const seen = await harness.call('GET', `/challenges?site_id=${SITE}&min_position=${edited.body.meta!.position}`, { token: master });
    const seenOurs = ours(seen.body.data as { name: string; id: string; delete_action: string | null }[]);
    expect(seenOurs.map((c) => c.id)).toEqual([copyId, WALK]);
    // Administrators are told what deleting does there: reset the copy; nothing for a default elsewhere.
    expect(seenOurs.map((c) => c.delete_action)).toEqual(['Reset', null]);
    const onDefault = await harness.call('GET', `/challenges?site_id=${DEFAULT_SITE_ID}`, { token: master });
    expect(new Set(onDefault.body.data.map((c: { delete_action: string | null }) => c.delete_action))).toEqual(new Set(['Delete']));
    const participant = await harness.call('GET', '/challenges', { token: token('ann') });
    expect(participant.body.data[0]).not.toHaveProperty('delete_action');
    // The default is untouched elsewhere.
    const elsewhere = await harness.call('GET', `/challenges/${SWIM}?site_id=${OTHER}`, { token: master });
    expect(elsewhere.body.data).toMatchObject({ name: 'Swim a mile', site_id: null });

    const refused = await harness.when(() => harness.call('DELETE', `/challenges/${WALK}?site_id=${SITE}`, { token: master }));
    expect(refused).toMatchObject({
      reply: { status: 403, body: { errors: ['A default challenge can only be deleted on the default site.'] } },
      appended: 0,
    });
    const reset = await harness.call('DELETE', `/challenges/${copyId}?site_id=${SITE}`, { token: master });
    expect(reset).toMatchObject({ status: 200, body: { data: { id: copyId, outcome: 'reset' } } });
    const back = await harness.call('GET', `/challenges?site_id=${SITE}&min_position=${reset.body.meta!.position}`, { token: master });
    expect(ours(back.body.data).map((c) => c.name)).toEqual(['Swim a mile', 'Walk 10,000 steps']);
  });

  it('creates on the default site into the default set, and deletes a default there', async () => {
    const master = token('master');
    const created = await harness.call('POST', '/challenges', {
      token: master,
      body: { site_id: DEFAULT_SITE_ID, name: ' Stretch ', month: 5 },
    });
    expect(created).toMatchObject({ status: 201, body: { data: { name: 'Stretch', month: 5, site_id: null } } });
    // (the delete finds the challenge in the catalogue read model: wait until it is there)
    await harness.call('GET', `/challenges?site_id=${DEFAULT_SITE_ID}&min_position=${created.body.meta!.position}`, { token: master });
    const gone = await harness.call('DELETE', `/challenges/${created.body.data.id}?site_id=${DEFAULT_SITE_ID}`, { token: master });
    expect(gone.body.data.outcome).toBe('deleted');
  });

  it('lets coordinators change their own site only; refuses participants and bad input with clear messages', async () => {
    const coordinator = token('coordinator');
    const created = await harness.call('POST', '/challenges', { token: coordinator, body: { name: 'Demo walk', month: 4 } });
    expect(created).toMatchObject({ status: 201, body: { data: { name: 'Demo walk', month: 4, site_id: DEMO_SITE_ID, parent_id: null } } });
    const cases: [string, string, object, number, string[] | undefined][] = [
      ['participant', 'POST', { name: 'x', month: 1 }, 403, ['Only coordinators and masters can change challenges.']],
      ['coordinator', 'POST', { name: '  ', month: 1 }, 422, ['A challenge needs a name.']],
      ['coordinator', 'POST', { name: 'x', month: 13 }, 422, ['The month must be a whole number from 1 to 12.']],
      ['coordinator', 'POST', { name: 'x' }, 422, undefined],
      ['coordinator', 'POST', { name: 'x', month: 1, site_id: SITE }, 404, ['Site not found.']],
    ];
    for (const [who, method, body, status, errors] of cases) {
      const { reply, appended } = await harness.when(() => harness.call(method, '/challenges', { token: token(who), body }));
      expect([reply.status, appended], JSON.stringify(body)).toEqual([status, 0]);
      if (errors) expect(reply.body).toEqual({ errors });
    }
    expect(await harness.call('PUT', `/challenges/${OWN}`, { token: coordinator, body: { name: 'Mine', month: 1 } })).toMatchObject({
      status: 404,
    });
  });
});

describe('user challenges (spec 2 §4)', () => {
  it('sends, accepts and completes on both sides; each side sees its own status; notices tell the other side', async () => {
    const sent = await send('ann', 'bob');
    expect(sent).toMatchObject({
      status: 201,
      body: {
        data: {
          sender_id: personId('ann'),
          receiver_id: personId('bob'),
          challenge: { id: WALK, name: 'Walk 10,000 steps' },
          receiver_user: { first_name: 'Bob', full_name: 'Bob Tester' },
          is_active: true,
          is_pending: true,
          side_status: 'in-progress',
          expires_at: '2026-11-25T15:00:00.000Z',
        },
      },
    });
    const id = sent.body.data.id;
    const bobsList = await listOf('bob', 'active', sent.body.meta!.position);
    expect(bobsList.data.map((c: { id: string }) => c.id)).toContain(id);
    expect(bobsList.meta).toMatchObject({ page_size: 20, page: 1 });

    expect(await setStatus('ann', id, 'accepted')).toMatchObject({
      status: 403,
      body: { errors: ['Only the person challenged can accept this challenge'] },
    });
    expect(await setStatus('ann', id, 'completed')).toMatchObject({
      status: 409,
      body: { errors: ['Accept this challenge before completing it'] },
    });
    expect((await setStatus('bob', id, 'accepted')).body.data).toMatchObject({ accepted_at: now.toISOString(), is_pending: false });
    const annDone = await setStatus('ann', id, 'completed');
    expect(annDone.body.data).toMatchObject({ side_status: 'completed', sender_completed_at: now.toISOString(), completed_at: null });
    // Ann's side is done: gone from her active list, in her history; still active for Bob.
    expect((await listOf('ann', 'active', annDone.body.meta!.position)).data.map((c: { id: string }) => c.id)).not.toContain(id);
    expect((await listOf('ann', 'completed')).data.map((c: { id: string }) => c.id)).toContain(id);
    expect((await listOf('bob', 'active')).data.find((c: { id: string }) => c.id === id)).toMatchObject({ side_status: 'in-progress' });
    const bobDone = await setStatus('bob', id, 'completed');
    expect(bobDone.body.data).toMatchObject({ is_completed: true, completed_at: now.toISOString(), is_active: false });
    expect(await setStatus('bob', id, 'canceled')).toMatchObject({ status: 409, body: { errors: ['This challenge has already ended'] } });

    const shown = await harness.call('GET', `/user_challenges/${id}?min_position=${bobDone.body.meta!.position}`, { token: token('bob') });
    expect(shown.body.data).toMatchObject({ is_completed: true, side_status: 'completed' });
    // The notifications projection writes them from the same events on its own pace (the wait above was the challenges'): all four arrive.
    const noticesOf = async () =>
      (
        await harness.pool.query<{ key: string; link: string }>(
          `select key, link from notifications where link like $1 order by created_at, key`,
          [`%${id}`],
        )
      ).rows;
    await expect
      .poll(async () => (await noticesOf()).map((row) => row.key).sort(), { timeout: 15_000 })
      .toEqual(['challenge_accepted', 'challenge_completed', 'challenge_completed', 'challenge_received']);
    expect((await noticesOf())[0]).toMatchObject({ link: `/challenges/active?challenge_id=${id}` });
  });

  it('declines and withdraws (canceled: shown to neither side), with the PUT status form that names the id', async () => {
    const declined = (await send('ann', 'cy')).body.data.id;
    expect((await setStatus('cy', declined, 'declined')).body.data.canceled_at).toBe(now.toISOString());
    const withdrawn = (await send('ann', 'cy')).body.data.id;
    const reply = await harness.call('PUT', '/user_challenges/status', {
      token: token('ann'),
      body: { id: withdrawn, status: 'canceled' },
    });
    expect(reply.status).toBe(200);
    for (const name of ['ann', 'cy']) {
      const seen = [...(await listOf(name, 'active', reply.body.meta!.position)).data, ...(await listOf(name, 'completed')).data];
      expect(seen.map((c: { id: string }) => c.id)).not.toContain(declined);
      expect(seen.map((c: { id: string }) => c.id)).not.toContain(withdrawn);
    }
  });

  it('refuses a non-friend, oneself, an unknown challenge, bad input and other people, appending nothing', async () => {
    const cases: [() => ReturnType<typeof send>, number, string[] | undefined][] = [
      [() => send('bob', 'cy'), 422, ['You can only challenge your friends']],
      [() => send('ann', 'ann'), 422, ['You cannot challenge yourself']],
      [() => send('ann', 'bob', OWN), 404, ['Challenge not found.']],
      [() => send('ann', 'otto'), 404, ['User not found.']],
      [() => harness.call('POST', '/user_challenges', { token: token('ann'), body: { receiver_id: 5 } }), 422, undefined],
      [
        () => harness.call('PUT', `/user_challenges/${WALK}/status`, { token: token('ann'), body: { status: 'won' } }),
        422,
        ['status: must be accepted, declined, canceled or completed'],
      ],
      [() => setStatus('ann', deterministicId('nothing'), 'accepted'), 404, ['This challenge no longer exists.']],
      [() => harness.call('GET', '/user_challenges', { token: token('offie') }), 403, undefined],
      [() => harness.call('GET', '/user_challenges?filter=all', { token: token('ann') }), 422, ['filter: must be active or completed']],
    ];
    for (const [act, status, errors] of cases) {
      const { reply, appended } = await harness.when(act);
      expect([reply.status, appended], JSON.stringify(reply.body)).toEqual([status, 0]);
      if (errors) expect(reply.body).toEqual({ errors });
    }
    // Someone else's challenge, or another site's person: 404, as if it did not exist.
    const id = (await send('ann', 'bob')).body.data.id;
    expect(await harness.call('GET', `/user_challenges/${id}`, { token: token('cy') })).toMatchObject({ status: 404 });
    expect(await setStatus('cy', id, 'canceled')).toMatchObject({ status: 403, body: { errors: ['This challenge is not yours'] } });
    expect(await setStatus('otto', id, 'canceled')).toMatchObject({ status: 404, body: { errors: ['This challenge no longer exists.'] } });
    await setStatus('ann', id, 'canceled');
  });

  it('holds at most 5 active challenges per sender, however many are sent at once', async () => {
    const replies = await Promise.all(receivers.map((name) => send('solo', name)));
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status !== 201)).toEqual(Array(15).fill(422));
    expect(new Set(replies.filter((r) => r.status === 422).map((r) => r.body.errors![0]))).toEqual(
      new Set(['You already have 5 active challenges']),
    );
    // The refused receivers' slots were not kept: canceling one frees one place for the next send.
    const first = replies.find((reply) => reply.status === 201)!;
    await setStatus('solo', first.body.data.id, 'canceled');
    const refused = receivers[statuses.indexOf(422)]!;
    expect((await send('solo', refused)).status).toBe(201);
    expect((await send('solo', refused)).status).toBe(422);
  });

  it('holds at most 5 active challenges per receiver, however many friends send at once', async () => {
    const replies = await Promise.all(senders.map((name) => send(name, 'zed')));
    const refused = replies.filter((reply) => reply.status !== 201);
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(5);
    expect(refused.map((reply) => [reply.status, reply.body.errors])).toEqual(
      Array(15).fill([422, ['Your friend already has 5 active challenges']]),
    );
    // A refused sender got their own place back (five more of theirs are still possible).
    const active = await listOf('zed', 'active', replies.find((reply) => reply.status === 201)!.body.meta!.position);
    expect(active.meta?.total_records).toBe(5);
    const slots = await harness.eventsOf(`challenge_slots-${personId(senders[replies.indexOf(refused[0]!)]!)}`);
    expect(slots.map((event) => event.type)).toEqual(['ChallengeSlotTaken', 'ChallengeSlotReleased']);
  });

  it('gives a full person back the slots a crash left held: a challenge never sent, one they are done with', async () => {
    const expiresAt = new Date(now.getTime() + 3 * 24 * 3600 * 1000).toISOString();
    const takeSlot = (name: string, userChallengeId: string) =>
      harness.given(
        challengeSlotsStream(personId(name)),
        challengeSlots.challengeSlotsDecider,
        {
          type: 'TakeChallengeSlot',
          userId: personId(name),
          siteId: SITE,
          userChallengeId,
          expiresAt,
          now: now.toISOString(),
          side: 'sender',
        },
        { siteId: SITE },
      );
    // keeper: five sends that stopped after taking their slot (no challenge behind them).
    for (let index = 0; index < 5; index += 1) await takeSlot('keeper', deterministicId('crashed-send', String(index)));
    const refused = await send('keeper', 'pal');
    expect(refused).toMatchObject({ status: 422, body: { errors: ['You already have 5 active challenges'] } });
    // Still within the grace a send in flight needs; once it is long past, the slots are let go.
    await harness.pool.query(`update es_events set created_at = created_at - interval '1 hour' where stream_name = $1`, [
      challengeSlotsStream(personId('keeper')),
    ]);
    expect((await send('keeper', 'pal')).status).toBe(201);
    const keeperSlots = await harness.eventsOf(challengeSlotsStream(personId('keeper')));
    expect(keeperSlots.filter((event) => event.type === 'ChallengeSlotReleased')).toHaveLength(5);

    // holder: five challenges canceled whose slots were never given back (the API stopped, the job never ran).
    for (let index = 0; index < 5; index += 1) {
      const id = deterministicId('unreleased', String(index));
      await takeSlot('holder', id);
      const stream = userChallengeStream(id);
      const base = { userChallengeId: id, now: now.toISOString(), today: '2026-11-22' };
      await harness.given(stream, userChallenges.userChallengeDecider, {
        ...base,
        type: 'SendUserChallenge',
        siteId: SITE,
        senderId: personId('holder'),
        receiverId: personId('pal'),
        receiverIsFriend: true,
        challengeId: WALK,
        challengeName: 'Walk 10,000 steps',
        expiresAt,
      });
      await harness.given(stream, userChallenges.userChallengeDecider, {
        ...base,
        type: 'ChangeUserChallengeStatus',
        userId: personId('holder'),
        status: 'canceled',
      });
    }
    expect((await send('holder', 'pal')).status).toBe(201);
  });

  it('expires a challenge past its time that no job expired, once, when a side acts on it', async () => {
    const id = deterministicId('overdue', 'challenge');
    const stream = userChallengeStream(id);
    const day = 24 * 3600 * 1000;
    await harness.given(
      stream,
      userChallenges.userChallengeDecider,
      {
        type: 'SendUserChallenge',
        userChallengeId: id,
        siteId: SITE,
        senderId: personId('pal'),
        receiverId: personId('cy'),
        receiverIsFriend: true,
        challengeId: WALK,
        challengeName: 'Walk 10,000 steps',
        now: new Date(now.getTime() - 4 * day).toISOString(),
        expiresAt: new Date(now.getTime() - day).toISOString(),
        today: '2026-11-18',
      },
      { siteId: SITE, projections: ['user_challenges'] },
    );
    expect(await setStatus('cy', id, 'accepted')).toMatchObject({ status: 409, body: { errors: ['This challenge has expired'] } });
    expect(await setStatus('cy', id, 'accepted')).toMatchObject({ status: 409, body: { errors: ['This challenge has already ended'] } });
    const { events } = await harness.store.readStream(stream);
    expect(events.map((event) => event.type)).toEqual(['UserChallengeSent', 'UserChallengeExpired']);
    const history = await listOf('cy', 'completed', events.at(-1)!.position);
    expect(history.data.map((c: { id: string }) => c.id)).toContain(id);
    expect((await listOf('cy', 'active')).data.map((c: { id: string }) => c.id)).not.toContain(id);
  });

  it('pages 20 at a time and counts them all', async () => {
    const page = await harness.call('GET', '/user_challenges?filter=active&page_size=2', { token: token('zed') });
    expect(page.body.data).toHaveLength(2);
    expect(page.body.meta).toMatchObject({ total_records: 5, page_size: 2 });
    const friends = await harness.call('GET', '/user_challenges/friends?query=BO', { token: token('ann') });
    expect(friends.body.data).toEqual([{ id: personId('bob'), first_name: 'Bob', last_name: 'Tester', full_name: 'Bob Tester' }]);
  });
});

describe("the catalogue: another site's challenge", () => {
  it("given Acme's own challenge, when the demo site's coordinator saves or deletes it, then 404 and nothing changes", async () => {
    const [master, coordinator] = await Promise.all([harness.signIn(demoEmail('master')), harness.signIn(demoEmail('coordinator'))]);
    const made = await harness.call('POST', '/challenges', { token: master, body: { site_id: ACME_SITE_ID, name: 'Acme hike', month: 5 } });
    expect(made.status).toBe(201);
    const id: string = made.body.data.id;
    for (const [method, input] of [
      ['PUT', { name: 'Taken over', month: 5 }],
      ['DELETE', undefined],
    ] as const) {
      const { reply, appended } = await harness.when(() => harness.call(method, `/challenges/${id}`, { token: coordinator, body: input }));
      expect(reply.status, method).toBe(404);
      expect(appended).toBe(0);
    }
    const { reply, appended } = await harness.when(() =>
      harness.call('PUT', `/challenges/${id}`, { token: master, body: { site_id: DEFAULT_SITE_ID, name: 'Taken over', month: 5 } }),
    );
    expect(reply.status).toBe(404);
    expect(appended).toBe(0);
    const events = await harness.eventsOf(challengeStream(id));
    expect(events.map((event) => event.type)).toEqual(['ChallengeCreated']);
  });
});
