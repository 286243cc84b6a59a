import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID, demoEmail, OTHER_SITE_ID, otherEmail } from '@wellway/test-support';
import { useApiHarness } from '../testing/api-harness.spec.js';
import { liveClients, positionOf } from '../testing/live-client.spec.js';

/** Spec 2 §4 live posts over the one graphql-ws channel: the post's site hears 'wall', another site's sockets never do. */
const harness = useApiHarness(new Date('2026-11-25T15:00:00Z'), ['user'], { is_wall_enabled: true });
const live = liveClients(harness);
afterAll(() => live.dispose());

describe('wall over graphql-ws', () => {
  it("tells the post's own site, and nobody on another site", async () => {
    const master = await harness.tokenOf('master');
    const site = await harness.call('GET', `/sites/${DEMO_SITE_ID}`, { token: master });
    await harness.call('PUT', `/sites/${DEMO_SITE_ID}`, {
      token: master,
      body: { flags: { ...site.body.data.flags, is_wall_enabled: true } },
    });
    const [pat, jamie, olive] = [
      await harness.signIn(demoEmail('participant')),
      await harness.signIn(demoEmail('jamie')),
      await harness.signIn(otherEmail('participant'), OTHER_SITE_ID),
    ];
    const [jamies, olives] = [live.listen(jamie), live.listen(olive)];
    await Promise.all([live.ready(jamie, jamies, '2026-11-20'), live.ready(olive, olives, '2026-11-20')]);

    // When Pat posts on the demo wall, Jamie's socket hears of it and the wall it refreshes holds the post
    const posted = await harness.call('POST', '/posts', { token: pat, body: { content: 'Live on the wall' } });
    expect(posted.status).toBe(201);
    const heard = await jamies.next((u) => u.kind === 'wall' && positionOf(u) >= BigInt(posted.body.meta?.position));
    const wall = await harness.call('GET', `/posts?min_position=${heard.position}`, { token: jamie });
    expect(wall.body.data.map((p: { content: string }) => p.content)).toContain('Live on the wall');

    // Olive, on another site, hears nothing of it: a later change of her own arrives first
    await live.ready(olive, olives, '2026-11-21');
    expect(olives.seen.filter((u) => u.kind === 'wall')).toEqual([]);
  });
});
