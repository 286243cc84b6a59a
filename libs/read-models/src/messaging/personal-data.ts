import type { PersonalDataSubject } from '../capability.js';
import type { ReadModelDb as Db } from '../database.js';

/** The messages a person wrote and the conversations they are in (others' messages are theirs, not here). */
export async function exportPersonsMessages(db: Db, { userId, siteId }: PersonalDataSubject): Promise<unknown> {
  const [conversations, messages] = await Promise.all([
    db
      .selectFrom('conversation_members')
      .select(['conversation_id', 'active', 'muted'])
      .where('user_id', '=', userId)
      .where('site_id', '=', siteId)
      .orderBy('conversation_id')
      .execute(),
    db
      .selectFrom('conversation_messages')
      .select(['id', 'conversation_id', 'content', 'image', 'posted_at'])
      .where('user_id', '=', userId)
      .where('site_id', '=', siteId)
      .orderBy('position')
      .execute(),
  ]);
  return {
    conversations,
    messages: messages.map((message) => ({ ...message, posted_at: message.posted_at.toISOString() })),
  };
}
