import type { Transaction } from 'kysely';
import { assertNever, messagingEventTypes } from '@wellway/domain';
import type { Database } from '../database.js';
import { defineProjection, type EventOf, type Projection } from '../projection.js';
import { distinct, effectFor, noEffect } from '../shared/batch.js';

type Trx = Transaction<Database>;
type Event = EventOf<(typeof messagingEventTypes)[number] | 'UserErasureRequested'>;

/** Who hears of a batch: every member (present or gone) of a conversation it changed, or one person. */
interface Touched {
  readonly conversationIds: string[];
  readonly userIds: string[];
}

async function setMembers(
  trx: Trx,
  event: Event,
  conversationId: string,
  siteId: string,
  userIds: readonly string[],
  active: boolean,
): Promise<void> {
  if (userIds.length === 0) return;
  const rows = userIds.map((user_id) => ({
    conversation_id: conversationId,
    user_id,
    site_id: siteId,
    active,
    member_position: event.position,
    muted: false,
    muted_position: 0n,
    seen_position: null,
    last_seen_at: null,
  }));
  await trx
    .insertInto('conversation_members')
    .values(rows)
    .onConflict((oc) =>
      oc
        .columns(['conversation_id', 'user_id'])
        .doUpdateSet((eb) => ({ active: eb.ref('excluded.active'), member_position: eb.ref('excluded.member_position') }))
        .where('conversation_members.member_position', '<', event.position),
    )
    .execute();
}

/** One event, guarded by positions: a replayed or older event changes nothing. */
async function applyEvent(trx: Trx, event: Event, touched: Touched): Promise<void> {
  const { position } = event;
  switch (event.type) {
    case 'ConversationStarted': {
      const { conversationId, siteId, conversationType, startedBy, memberIds, name, startedAt } = event.data;
      await trx
        .insertInto('conversations')
        .values({
          id: conversationId,
          site_id: siteId,
          conversation_type: conversationType,
          name,
          started_by: startedBy,
          started_at: new Date(startedAt),
          last_message_id: null,
          last_message_at: null,
          last_message_position: null,
          position,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      await setMembers(trx, event, conversationId, siteId, memberIds, true);
      touched.conversationIds.push(conversationId);
      return;
    }
    case 'MessagePosted': {
      const { conversationId, siteId, messageId, userId, content, image, postedAt } = event.data;
      await trx
        .insertInto('conversation_messages')
        .values({
          id: messageId,
          conversation_id: conversationId,
          site_id: siteId,
          user_id: userId,
          content,
          image,
          posted_at: new Date(postedAt),
          position,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      await trx
        .updateTable('conversations')
        .set({ last_message_id: messageId, last_message_at: new Date(postedAt), last_message_position: position })
        .where('id', '=', conversationId)
        .where((eb) => eb.or([eb('last_message_position', 'is', null), eb('last_message_position', '<', position)]))
        .execute();
      // The author has seen what they wrote.
      await markSeen(trx, conversationId, userId, position, null);
      touched.conversationIds.push(conversationId);
      return;
    }
    case 'ConversationMembersAdded':
      await setMembers(trx, event, event.data.conversationId, event.data.siteId, event.data.userIds, true);
      touched.conversationIds.push(event.data.conversationId);
      return;
    case 'ConversationMembersRemoved':
      await setMembers(trx, event, event.data.conversationId, event.data.siteId, event.data.userIds, false);
      touched.conversationIds.push(event.data.conversationId);
      return;
    case 'ConversationLeft':
      await setMembers(trx, event, event.data.conversationId, event.data.siteId, [event.data.userId], false);
      touched.conversationIds.push(event.data.conversationId);
      return;
    case 'ConversationVolumeSet': {
      const { conversationId, userId, muted } = event.data;
      await trx
        .updateTable('conversation_members')
        .set({ muted, muted_position: position })
        .where('conversation_id', '=', conversationId)
        .where('user_id', '=', userId)
        .where('muted_position', '<', position)
        .execute();
      touched.userIds.push(userId);
      return;
    }
    case 'ConversationSeen':
      await markSeen(trx, event.data.conversationId, event.data.userId, position, new Date(event.data.seenAt));
      touched.userIds.push(event.data.userId);
      return;
    case 'UserErasureRequested':
      await erase(trx, event.data.userId, position, touched);
      return;
    default:
      assertNever(event);
  }
}

async function markSeen(trx: Trx, conversationId: string, userId: string, position: bigint, at: Date | null): Promise<void> {
  await trx
    .updateTable('conversation_members')
    .set((eb) => ({ seen_position: position, last_seen_at: at === null ? eb.ref('last_seen_at') : at }))
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('seen_position', 'is', null), eb('seen_position', '<', position)]))
    .execute();
}

/** An erased person leaves every conversation; their messages and group names read as erased (docs/personal-data.md). */
async function erase(trx: Trx, userId: string, position: bigint, touched: Touched): Promise<void> {
  const theirs = await trx
    .updateTable('conversation_members')
    .set({ active: false, member_position: position })
    .where('user_id', '=', userId)
    .where('member_position', '<', position)
    .returning('conversation_id')
    .execute();
  await trx.updateTable('conversation_messages').set({ content: '', image: null }).where('user_id', '=', userId).execute();
  await trx.updateTable('conversations').set({ name: null }).where('started_by', '=', userId).execute();
  touched.conversationIds.push(...theirs.map((row) => row.conversation_id));
  touched.userIds.push(userId);
}

/** Conversations, their members and messages (spec 1 §3), told live to each conversation's members. */
export const messagingProjection: Projection = defineProjection({
  name: 'messaging',
  version: 1,
  tables: ['conversations', 'conversation_members', 'conversation_messages'],
  eventTypes: [...messagingEventTypes, 'UserErasureRequested'],
  async apply(trx, events) {
    if (events.length === 0) return noEffect;
    const touched: Touched = { conversationIds: [], userIds: [] };
    for (const event of events) await applyEvent(trx, event, touched);
    const conversationIds = distinct(touched.conversationIds);
    const members =
      conversationIds.length === 0
        ? []
        : await trx.selectFrom('conversation_members').select('user_id').where('conversation_id', 'in', conversationIds).execute();
    return effectFor([...touched.userIds, ...members.map((row) => row.user_id)]);
  },
});
