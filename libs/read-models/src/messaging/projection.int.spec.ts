import { describe, expect, it } from 'vitest';
import { applyBatch, EventLog } from '../testing/fixtures.js';
import { itGivesTheSameTables, useReadModelDb } from '../testing/read-model-db.spec.js';
import { appendPeople } from '../testing/users.js';
import { usersProjection } from '../users/projection.js';
import { exportPersonsMessages } from './personal-data.js';
import { messagingProjection } from './projection.js';
import { conversationMessages, findConversation, listConversations, unseenConversationCount } from './queries.js';

const site = 'site-acme';
const users = new EventLog();
appendPeople(users, ['ann', 'bob', 'cy', 'dan']);

const log = new EventLog();
const at = (minute: number) => `2026-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
const started = (
  conversationId: string,
  type: 'i' | 'g',
  startedBy: string,
  memberIds: string[],
  name: string | null = null,
  siteId = site,
) =>
  log.append(`conversation-${conversationId}`, 'ConversationStarted', {
    siteId,
    conversationId,
    conversationType: type,
    startedBy,
    memberIds,
    name,
    startedAt: at(0),
  });
const posted = (conversationId: string, messageId: string, userId: string, content: string, minute: number, siteId = site) =>
  log.append(`conversation-${conversationId}`, 'MessagePosted', {
    siteId,
    conversationId,
    messageId,
    userId,
    content,
    image: null,
    postedAt: at(minute),
  });
const event = (conversationId: string, type: string, data: object) =>
  log.append(`conversation-${conversationId}`, type, { siteId: site, conversationId, ...data });

started('pair', 'i', 'ann', ['ann', 'bob']);
posted('pair', 'm1', 'ann', 'Hi Bob', 1);
started('group', 'g', 'bob', ['bob', 'ann', 'cy'], 'Walkers');
posted('group', 'm2', 'bob', '<script>alert(1)</script>', 2);
event('group', 'ConversationSeen', { userId: 'ann', messageId: 'm2', seenAt: at(3) });
event('group', 'ConversationVolumeSet', { userId: 'cy', muted: true });
event('group', 'ConversationMembersAdded', { addedBy: 'bob', userIds: ['dan'], at: at(4) });
event('group', 'ConversationMembersRemoved', { removedBy: 'bob', userIds: ['dan'], at: at(5) });
posted('pair', 'm3', 'bob', 'Hello Ann', 6);
event('group', 'ConversationLeft', { userId: 'cy', at: at(7) });
started('elsewhere', 'i', 'ann', ['ann', 'bob'], null, 'site-other');
posted('elsewhere', 'm4', 'ann', 'Other site', 8, 'site-other');
started('gone', 'g', 'dan', ['dan', 'ann'], 'Dan only');
posted('gone', 'm5', 'dan', 'Secret of Dan', 9);
// Later changes to rows the older half touched: replaying that half must not undo them.
event('group', 'ConversationVolumeSet', { userId: 'cy', muted: false });
event('group', 'ConversationMembersAdded', { addedBy: 'bob', userIds: ['dan'], at: at(10) });
log.append('user-dan', 'UserErasureRequested', {
  userId: 'dan',
  siteId: site,
  requestedById: 'dan',
  bySelf: true,
  requestedAt: at(11),
  emailReservationStream: 'user_email-dan',
  eligibilityId: null,
});

const bed = useReadModelDb(async (db) => {
  await applyBatch(db, usersProjection, users.events);
});

describe('messaging projection', () => {
  itGivesTheSameTables(bed, messagingProjection, log.events, { conversations: 4, conversation_members: 10, conversation_messages: 5 });

  it("lists a reader's conversations on their site, the latest first, unseen as the spec says", async () => {
    const ann = await listConversations(bed.db, { siteId: site, userId: 'ann' }, 'last');
    expect(ann.map((c) => [c.id, c.conversation_name, c.unseen, c.is_new])).toEqual([
      ['gone', 'Just you', true, true], // Dan was erased: the name he gave reads as none, he left
      ['pair', 'Bob Test', true, false], // Bob wrote after Ann's own message
      ['group', 'Walkers', false, false], // seen up to Bob's message
    ]);
    expect(ann[1]!.current_messages.map((m) => [m.content, m.user_name])).toEqual([['Hello Ann', 'Bob Test']]);
    expect(await unseenConversationCount(bed.db, { siteId: site, userId: 'ann' })).toBe(2);
    expect(await unseenConversationCount(bed.db, { siteId: site, userId: 'bob' })).toBe(0);
    expect((await listConversations(bed.db, { siteId: site, userId: 'cy' }, 'last')).map((c) => c.id)).toEqual([]); // left
    expect((await listConversations(bed.db, { siteId: 'site-other', userId: 'ann' }, 'all')).map((c) => c.id)).toEqual(['elsewhere']);
  });

  it('keeps text as written, erases an erased person’s messages, and shows members present', async () => {
    const group = await findConversation(bed.db, { siteId: site, userId: 'bob' }, 'group');
    expect(group?.members.map((m) => m.full_name)).toEqual(['Ann Test', 'Bob Test']);
    expect(group?.current_messages[0]).toMatchObject({ content: '<script>alert(1)</script>', action: 'message', user_id: 'bob' });
    const gone = await findConversation(bed.db, { siteId: site, userId: 'ann' }, 'gone');
    expect(gone?.current_messages[0]).toMatchObject({ content: '', image: null, user_id: 'dan' });
    expect(await findConversation(bed.db, { siteId: site, userId: 'cy' }, 'group')).toBeUndefined();
    expect(await findConversation(bed.db, { siteId: site, userId: 'ann' }, 'elsewhere')).toBeUndefined();
  });

  it("exports a person's messages, their conversations and the names they gave them, on their site", async () => {
    const bob = (await exportPersonsMessages(bed.db, { userId: 'bob', siteId: site })) as {
      conversations: { conversation_id: string; name_you_gave: string | null }[];
      messages: { id: string }[];
    };
    expect(bob.conversations.map((c) => [c.conversation_id, c.name_you_gave])).toEqual([
      ['group', 'Walkers'],
      ['pair', null],
    ]);
    expect(bob.messages.map((m) => m.id)).toEqual(['m2', 'm3']);
    const ann = (await exportPersonsMessages(bed.db, { userId: 'ann', siteId: site })) as typeof bob;
    expect(ann.conversations.find((c) => c.conversation_id === 'group')?.name_you_gave).toBeNull(); // Bob's words
    expect(ann.messages.map((m) => m.id)).toEqual(['m1']); // not the other site's
  });

  it('pages messages oldest first', async () => {
    const page = await conversationMessages(bed.db, 'pair', { pageSize: 1 });
    expect(page).toMatchObject({ total: 2, messages: [{ id: 'm3' }] });
    expect((await conversationMessages(bed.db, 'pair', { pageSize: 0 })).messages.map((m) => m.id)).toEqual(['m1', 'm3']);
  });

  it("tells each changed conversation's members, and only them", async () => {
    const effect = await bed.db.transaction().execute((trx) => messagingProjection.apply(trx, [log.events[1]!]));
    expect([...(effect.userIds ?? [])].sort()).toEqual(['ann', 'bob']);
    const seen = log.events.find((e) => e.type === 'ConversationSeen')!;
    expect((await bed.db.transaction().execute((trx) => messagingProjection.apply(trx, [seen]))).userIds).toEqual(['ann']);
  });
});
