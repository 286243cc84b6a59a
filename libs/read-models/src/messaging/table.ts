/** One row per conversation (spec 1 §3 Conversation): its type, name and last message. */
export interface ConversationTable {
  id: string;
  site_id: string;
  /** 'i' individual, 'g' group ('t' team, once teams exist). */
  conversation_type: string;
  /** A group's name, as its starter wrote it; null: named by its members (or the starter was erased). */
  name: string | null;
  started_by: string;
  started_at: Date;
  last_message_id: string | null;
  last_message_at: Date | null;
  /** Position of the last message: a member has unseen messages when it is past their `seen_position`. */
  last_message_position: bigint | null;
  position: bigint;
}

/** A person in a conversation: present or gone, muted, how far they have seen. */
export interface ConversationMemberTable {
  conversation_id: string;
  user_id: string;
  site_id: string;
  /** False once they left, were removed or erased (the row stays, so a replayed add cannot bring them back). */
  active: boolean;
  /** Position of the last membership event applied. */
  member_position: bigint;
  muted: boolean;
  muted_position: bigint;
  /** Position of their last seen mark or message; null: never opened. */
  seen_position: bigint | null;
  last_seen_at: Date | null;
}

/** A message (spec 1 §3 Message): plain text, never HTML. */
export interface ConversationMessageTable {
  id: string;
  conversation_id: string;
  site_id: string;
  user_id: string;
  /** '' for an image alone, and once its author was erased. */
  content: string;
  image: string | null;
  posted_at: Date;
  position: bigint;
}

export interface MessagingTables {
  conversations: ConversationTable;
  conversation_members: ConversationMemberTable;
  conversation_messages: ConversationMessageTable;
}
