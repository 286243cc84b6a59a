import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/given-when-then.spec.js';
import { conversationDecider, individualConversationId } from './decider.js';
import type { MessageInput } from './commands.js';
import type { MessagingEvent } from './events.js';

const spec = specFor(conversationDecider);
const siteId = 'site-1';
const conversationId = 'c-1';
const at = '2026-11-25T10:00:00.000Z';
const message = (messageId: string, content = 'Hello'): MessageInput => ({ messageId, content, image: null });
const base = { siteId, conversationId, at };

const startedGroup: MessagingEvent = {
  type: 'ConversationStarted',
  data: { siteId, conversationId, conversationType: 'g', startedBy: 'ann', memberIds: ['ann', 'bob', 'cy'], name: null, startedAt: at },
};
const startedPair: MessagingEvent = { ...startedGroup, data: { ...startedGroup.data, conversationType: 'i', memberIds: ['ann', 'bob'] } };
const posted = (messageId: string, userId: string, content = 'Hello'): MessagingEvent => ({
  type: 'MessagePosted',
  data: { siteId, conversationId, messageId, userId, content, image: null, postedAt: at },
});
const start = (overrides: object = {}) => ({
  type: 'StartConversation' as const,
  ...base,
  conversationType: 'i' as const,
  userId: 'ann',
  memberIds: ['bob'],
  siteMemberIds: ['bob', 'cy'],
  name: null,
  message: message('m-1'),
  ...overrides,
});

describe('messaging decider: starting a conversation with its first post', () => {
  it('starts it with the author and the others as members, then posts the message', () => {
    spec([])
      .when(start())
      .then([{ ...startedPair, data: { ...startedPair.data } }, posted('m-1', 'ann')]);
  });

  it('starts a group, named or not, trimming the name and the text (lines inside kept)', () => {
    spec([])
      .when(start({ conversationType: 'g', memberIds: ['bob', 'cy', 'bob'], name: '  Walkers ', message: message('m-1', ' a\nb \n') }))
      .then([{ ...startedGroup, data: { ...startedGroup.data, name: 'Walkers' } }, posted('m-1', 'ann', 'a\nb')]);
  });

  it('posts to the same individual conversation when it exists, bringing back whoever of the two left', () => {
    spec([startedPair])
      .when(start({ message: message('m-2') }))
      .then([posted('m-2', 'ann')]);
    const left: MessagingEvent = { type: 'ConversationLeft', data: { siteId, conversationId, userId: 'bob', at } };
    spec([startedPair, left])
      .when(start({ message: message('m-2') }))
      .then([
        { type: 'ConversationMembersAdded', data: { siteId, conversationId, addedBy: 'ann', userIds: ['bob'], at } },
        posted('m-2', 'ann'),
      ]);
    spec([startedGroup])
      .when(start({ conversationType: 'g', memberIds: ['bob', 'cy'] }))
      .thenRejects('conversation_exists', 'That conversation already exists.');
  });

  it('needs someone else, two people for an individual one, people of the site, and at most 50', () => {
    spec([])
      .when(start({ memberIds: [] }))
      .thenRejects('conversation_members_required', 'Choose someone to message.');
    spec([])
      .when(start({ memberIds: ['ann'] }))
      .thenRejects('conversation_with_self', 'You cannot start a conversation with yourself.');
    spec([])
      .when(start({ memberIds: ['bob', 'cy'] }))
      .thenRejects('conversation_individual_pair', 'An individual conversation is between two people.');
    spec([])
      .when(start({ memberIds: ['dan'] }))
      .thenRejects('conversation_member_unknown', 'Everyone in a conversation must be a participant of this site.');
    const many = Array.from({ length: 50 }, (_, i) => `p${i}`);
    spec([])
      .when(start({ conversationType: 'g', memberIds: many, siteMemberIds: many }))
      .thenRejects('conversation_too_large', 'A conversation can have at most 50 people.');
    spec([])
      .when(start({ conversationType: 'g', memberIds: many.slice(0, 49), siteMemberIds: many }))
      .then([
        {
          type: 'ConversationStarted',
          data: {
            siteId,
            conversationId,
            conversationType: 'g',
            startedBy: 'ann',
            memberIds: ['ann', ...many.slice(0, 49)],
            name: null,
            startedAt: at,
          },
        },
        posted('m-1', 'ann'),
      ]);
  });

  it('refuses an empty message, a message over 2000 characters and a name over 100', () => {
    spec([])
      .when(start({ message: message('m-1', ' \n ') }))
      .thenRejects('message_empty', 'A message needs text or an image.');
    spec([])
      .when(start({ message: message('m-1', 'x'.repeat(2001)) }))
      .thenRejects('message_too_long', 'A message can be at most 2000 characters.');
    spec([])
      .when(start({ conversationType: 'g', name: 'n'.repeat(101) }))
      .thenRejects('conversation_name_too_long', 'A conversation name can be at most 100 characters.');
  });

  it('derives one individual conversation id from the two people, in either order', () => {
    expect(individualConversationId(siteId, 'ann', 'bob')).toBe(individualConversationId(siteId, 'bob', 'ann'));
    expect(individualConversationId(siteId, 'ann', 'bob')).not.toBe(individualConversationId('site-2', 'ann', 'bob'));
  });
});

describe('messaging decider: posting', () => {
  const post = (userId: string, m = message('m-2')) => ({ type: 'PostMessage' as const, ...base, userId, message: m });

  it('posts plain text as written, an image alone, from a member', () => {
    spec([startedGroup])
      .when(post('bob', message('m-2', '<b>hi</b>')))
      .then([posted('m-2', 'bob', '<b>hi</b>')]);
    spec([startedGroup])
      .when(post('bob', { messageId: 'm-2', content: '', image: 'https://cdn.test/a.png' }))
      .then([
        {
          type: 'MessagePosted',
          data: { siteId, conversationId, messageId: 'm-2', userId: 'bob', content: '', image: 'https://cdn.test/a.png', postedAt: at },
        },
      ]);
  });

  it('answers not found to a non-member, someone who left and an unknown conversation', () => {
    const notFound = ['conversation_not_found', 'Conversation resource could not be found'] as const;
    spec([startedGroup])
      .when(post('dan'))
      .thenRejects(...notFound);
    spec([startedGroup, { type: 'ConversationLeft', data: { siteId, conversationId, userId: 'bob', at } }])
      .when(post('bob'))
      .thenRejects(...notFound);
    spec([])
      .when(post('ann'))
      .thenRejects(...notFound);
  });

  it('refuses an empty message', () => {
    spec([startedGroup])
      .when(post('bob', message('m-2', '')))
      .thenRejects('message_empty', 'A message needs text or an image.');
  });
});

describe('messaging decider: members', () => {
  const change = (operation: 'add' | 'remove', userId: string, memberIds: string[]) => ({
    type: 'ChangeConversationMembers' as const,
    ...base,
    userId,
    operation,
    memberIds,
    siteMemberIds: ['dan', 'eve'],
  });

  it('lets any member add people of the site, skipping those already in', () => {
    spec([startedGroup])
      .when(change('add', 'bob', ['dan', 'cy']))
      .then([{ type: 'ConversationMembersAdded', data: { siteId, conversationId, addedBy: 'bob', userIds: ['dan'], at } }]);
    spec([startedGroup])
      .when(change('add', 'bob', ['cy']))
      .then([]);
    spec([startedGroup])
      .when(change('add', 'bob', ['zed']))
      .thenRejects('conversation_member_unknown', 'Everyone in a conversation must be a participant of this site.');
  });

  it('lets the starter remove people; removing yourself is leaving', () => {
    spec([startedGroup])
      .when(change('remove', 'ann', ['bob', 'zed']))
      .then([{ type: 'ConversationMembersRemoved', data: { siteId, conversationId, removedBy: 'ann', userIds: ['bob'], at } }]);
    spec([startedGroup])
      .when(change('remove', 'bob', ['cy']))
      .thenRejects('conversation_remove_forbidden', 'Only the person who started this conversation can remove people from it.');
    spec([startedGroup])
      .when(change('remove', 'bob', ['bob']))
      .then([{ type: 'ConversationLeft', data: { siteId, conversationId, userId: 'bob', at } }]);
    spec([startedGroup])
      .when(change('remove', 'ann', ['zed']))
      .then([]);
  });

  it('changes members of group conversations only, and only for members', () => {
    spec([startedPair])
      .when(change('add', 'ann', ['dan']))
      .thenRejects('conversation_not_group', 'People can be added to or removed from group conversations only.');
    spec([startedGroup])
      .when(change('add', 'dan', ['eve']))
      .thenRejects('conversation_not_found', 'Conversation resource could not be found');
  });

  it('keeps a group at 50 people at most', () => {
    const many = Array.from({ length: 48 }, (_, i) => `p${i}`);
    const added: MessagingEvent = { type: 'ConversationMembersAdded', data: { siteId, conversationId, addedBy: 'ann', userIds: many, at } };
    spec([startedGroup, added])
      .when(change('add', 'ann', ['dan']))
      .thenRejects('conversation_too_large', 'A conversation can have at most 50 people.');
  });
});

describe('messaging decider: leave, volume, seen', () => {
  const who = (userId: string) => ({ ...base, userId });

  it('leaves, once', () => {
    const left: MessagingEvent = { type: 'ConversationLeft', data: { siteId, conversationId, userId: 'bob', at } };
    spec([startedGroup])
      .when({ type: 'LeaveConversation', ...who('bob') })
      .then([left]);
    spec([startedGroup, left])
      .when({ type: 'LeaveConversation', ...who('bob') })
      .thenRejects('conversation_not_found', 'Conversation resource could not be found');
  });

  it('mutes and unmutes, appending nothing when unchanged', () => {
    const muted: MessagingEvent = { type: 'ConversationVolumeSet', data: { siteId, conversationId, userId: 'bob', muted: true } };
    spec([startedGroup])
      .when({ type: 'SetConversationVolume', ...who('bob'), muted: true })
      .then([muted]);
    spec([startedGroup, muted])
      .when({ type: 'SetConversationVolume', ...who('bob'), muted: true })
      .then([]);
    spec([startedGroup, muted])
      .when({ type: 'SetConversationVolume', ...who('bob'), muted: false })
      .then([{ type: 'ConversationVolumeSet', data: { siteId, conversationId, userId: 'bob', muted: false } }]);
    spec([startedGroup])
      .when({ type: 'SetConversationVolume', ...who('dan'), muted: true })
      .thenRejects('conversation_not_found', 'Conversation resource could not be found');
  });

  it('marks seen up to the last message, only when something is new (the author has seen their own)', () => {
    spec([startedGroup, posted('m-1', 'ann')])
      .when({ type: 'MarkConversationSeen', ...who('bob') })
      .then([{ type: 'ConversationSeen', data: { siteId, conversationId, userId: 'bob', messageId: 'm-1', seenAt: at } }]);
    spec([startedGroup, posted('m-1', 'ann')])
      .when({ type: 'MarkConversationSeen', ...who('ann') })
      .then([]);
    spec([startedGroup])
      .when({ type: 'MarkConversationSeen', ...who('bob') })
      .then([]);
    spec([startedGroup])
      .when({ type: 'MarkConversationSeen', ...who('dan') })
      .thenRejects('conversation_not_found', 'Conversation resource could not be found');
  });
});
