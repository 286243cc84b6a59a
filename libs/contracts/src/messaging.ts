import { z } from 'zod';
import { flag, pageSize, text } from './common.js';
import { STORED_IMAGE_PATH } from './files.js';

/** Spec 1 §3/§7 conversations and messages. Lengths and emptiness are the domain's rules (its messages). */
const userId = z.string({ error: 'must be a user id' }).min(1, 'must be a user id').max(64, 'must be a user id');
const conversationId = z.string({ error: 'must be a conversation id' }).min(1).max(64, 'must be a conversation id');
const userIds = (max: number) =>
  z
    .array(userId, { error: 'must be a list of user ids' })
    .min(1, 'must name at least one person')
    .max(max, `must name at most ${max} people`);

/** The text of a message: plain text (the domain trims it and refuses it empty or over 2000 characters). */
const content = text(10_000).optional().default('');
/**
 * An image the sender uploaded (POST /api/files/upload answers its `url`), secure (read by the
 * conversation's members only, docs/decisions.md "Message images") or public; never an outside
 * address (no tracking pixels). Group 1 names its owner.
 */
export const MESSAGE_IMAGE_PATH = STORED_IMAGE_PATH;
const image = z
  .string({ error: 'must be the url of an uploaded image' })
  .regex(MESSAGE_IMAGE_PATH, 'must be the url of an uploaded image')
  .nullish()
  .transform((value) => value ?? null);

export const conversationsQuery = z.object({
  include: z.enum(['all', 'last'], { error: "must be 'all' or 'last'" }).optional().default('last'),
  /** The legacy client sends its own id; conversations are always the signed-in user's. */
  user_id: z.string().max(64).optional(),
});

export const messagesQuery = z.object({ page_size: pageSize.optional().default(50) });

/** POST /conversations: the first post starts it (spec 1 §4), with one person (individual) or several (group). */
export const startConversationBody = z.object({
  user_ids: userIds(49),
  conversation_type: z.enum(['i', 'g'], { error: "must be 'i' (individual) or 'g' (group)" }).optional(),
  conversation_name: text(1000)
    .nullish()
    .transform((value) => value ?? null),
  content,
  image,
});

export const postMessageBody = z.object({ content, image });

export const conversationMembersBody = z.object({
  operation: z.enum(['add', 'remove'], { error: "must be 'add' or 'remove'" }),
  members: userIds(50),
});

export const conversationVolumeBody = z.object({
  mute: flag,
  conversation_ids: z
    .array(conversationId, { error: 'must be a list of conversation ids' })
    .min(1, 'must name at least one conversation')
    .max(100, 'must name at most 100 conversations'),
});

export const message = z
  .object({
    id: z.string(),
    content: z.string().describe('Plain text: never rendered as HTML.'),
    image: z.string().nullable(),
    conversation_id: z.string(),
    action: z.literal('message'),
    user_id: z.string(),
    user_name: z.string(),
    user_image: z.string().nullable(),
    created_at: z.string(),
    created_at_milliseconds: z.number(),
  })
  .meta({ title: 'Message' });
export type Message = z.output<typeof message>;

export const conversation = z
  .object({
    id: z.string(),
    conversation_name: z.string(),
    conversation_type: z.string().describe("'i' individual, 'g' group ('t' team, once teams exist)"),
    conversation_type_id: z.string().nullable(),
    started_by: z.string(),
    members: z.array(z.object({ user_id: z.string(), full_name: z.string(), image: z.string().nullable() })),
    current_messages: z.array(message),
    muted: z.boolean(),
    unseen: z.boolean(),
    last_seen_at_milliseconds: z.number().nullable(),
    is_new: z.boolean(),
  })
  .meta({ title: 'Conversation' });
export type Conversation = z.output<typeof conversation>;

export const conversationWritten = z.object({ conversation_id: z.string(), message_id: z.string().nullable() });
export type ConversationWritten = z.output<typeof conversationWritten>;

export const conversationsMuted = z.object({ conversation_ids: z.array(z.string()), muted: z.boolean() });
export const unseenConversations = z.object({ unseen: z.number().int() });
export type UnseenConversations = z.output<typeof unseenConversations>;
