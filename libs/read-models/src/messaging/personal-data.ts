import type { PersonalDataSubject } from '../capability.js';
import type { ReadModelDb as Db } from '../database.js';

/** The messages a person wrote, the conversations they are in and the names they gave them (others' messages are theirs, not here). */
export async function exportPersonsMessages(db: Db, { userId, siteId }: PersonalDataSubject): Promise<unknown> {
  const [conversations, messages] = await Promise.all([
    db
      .selectFrom('conversation_members as m')
      .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
      .select(['m.conversation_id', 'm.active', 'm.muted'])
      // A group's name is its starter's words: theirs to export, nobody else's.
      .select((eb) => eb.case().when('c.started_by', '=', userId).then(eb.ref('c.name')).else(null).end().as('name_you_gave'))
      .where('m.user_id', '=', userId)
      .where('m.site_id', '=', siteId)
      .orderBy('m.conversation_id')
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
