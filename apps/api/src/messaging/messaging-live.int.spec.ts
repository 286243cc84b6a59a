import { afterAll, describe, expect, it } from 'vitest';
import { demoEmail, demoUserId, OTHER_SITE_ID, otherEmail } from '@wellway/test-support';
import { useApiHarness } from '../testing/api-harness.spec.js';
import { liveClients, positionOf } from '../testing/live-client.spec.js';

/**
 * Messages arrive live over the one graphql-ws channel (/api/graphql): a member's socket hears of
 * a conversation's change ('messages'), a non-member's and another site's never do.
 */

// The other site has messages off (its default): its people may not use them at all.
const harness = useApiHarness(new Date('2026-11-25T15:00:00Z'), ['user']);
const live = liveClients(harness);
afterAll(() => live.dispose());

describe('messages over graphql-ws', () => {
  it("delivers a message to the other member's socket, not to a non-member's or another site's", async () => {
    const [pat, casey, morgan, olive] = [
      await harness.signIn(demoEmail('participant')),
      await harness.signIn(demoEmail('coordinator')),
      await harness.signIn(demoEmail('master')),
      await harness.signIn(otherEmail('participant'), OTHER_SITE_ID),
    ];
    const [caseys, morgans, olives] = [live.listen(casey), live.listen(morgan), live.listen(olive)];
    await Promise.all([
      live.ready(casey, caseys, '2026-11-20'),
      live.ready(morgan, morgans, '2026-11-20'),
      live.ready(olive, olives, '2026-11-20'),
    ]);

    // When Pat writes to Casey
    const sent = await harness.call('POST', '/conversations', {
      token: pat,
      body: { user_ids: [demoUserId('coordinator')], content: 'Live?' },
    });
    expect(sent.status).toBe(201);
    const position = BigInt(sent.body.meta?.position);

    // Then Casey's socket hears of it, and the thread it refreshes holds the message
    const heard = await caseys.next((u) => u.kind === 'messages' && positionOf(u) >= position);
    const thread = await harness.call('GET', `/conversations/${sent.body.data.conversation_id}?min_position=${heard.position}`, {
      token: casey,
    });
    expect(thread.body.data[0].current_messages.map((m: { content: string }) => m.content)).toEqual(['Live?']);

    // Morgan (not a member) and Olive (another site) hear nothing of it: a later change of their own
    // arrives first on their sockets (each socket's updates come in order).
    await Promise.all([live.ready(morgan, morgans, '2026-11-21'), live.ready(olive, olives, '2026-11-21')]);
    expect(morgans.seen.filter((u) => u.kind === 'messages')).toEqual([]);
    expect(olives.seen.filter((u) => u.kind === 'messages')).toEqual([]);
  });

  it('refuses messages on a site that has them off', async () => {
    const olive = await harness.signIn(otherEmail('participant'), OTHER_SITE_ID);
    expect(await harness.call('GET', '/conversations', { token: olive })).toMatchObject({ status: 403 });
    const { reply, appended } = await harness.when(() =>
      harness.call('POST', '/conversations', { token: olive, body: { user_ids: [demoUserId('participant')], content: 'Hi' } }),
    );
    expect(reply.status).toBe(403);
    expect(appended).toBe(0);
  });
});
