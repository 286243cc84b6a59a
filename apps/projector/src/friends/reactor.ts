import { defineProjection, type Projection } from '@wellway/read-models';
import type { ReactionOutbox } from '../workers/outbox.js';

export const FRIENDS_QUEUE = 'friends';

/** Ids, not data: the worker reads addresses and names from the read models (or the log) when it runs. */
export type FriendJob =
  /** E-mail an invitation (FriendInvited, FriendInvitationResent) to an address with no account. */
  | { readonly type: 'invite'; readonly eventId: string; readonly friendshipId: string; readonly position: string }
  /** A registration: the invitations waiting for its address become pending requests to them. */
  | { readonly type: 'claim'; readonly eventId: string; readonly userId: string; readonly siteId: string; readonly position: string }
  /** E-mail a friend's message (FriendMailed). */
  | { readonly type: 'mail'; readonly eventId: string; readonly mailId: string; readonly position: string };

/** Deterministic (`<purpose>-<eventId>`): a replayed log or a retried batch never enqueues twice. */
export const friendJobId = (job: Pick<FriendJob, 'type' | 'eventId'>): string => `friend-${job.type}-${job.eventId}`;

export function friendReactor(outbox: ReactionOutbox<FriendJob>): Projection {
  return defineProjection({
    name: 'friend_reactor',
    version: 1,
    tables: [],
    eventTypes: ['FriendInvited', 'FriendInvitationResent', 'FriendMailed', 'UserRegistered'],
    async apply(trx, events) {
      const jobs = events.map((event) => {
        const base = { eventId: event.id, position: event.position.toString() };
        const job: FriendJob =
          event.type === 'UserRegistered'
            ? { type: 'claim', ...base, userId: event.data.userId, siteId: event.data.siteId }
            : event.type === 'FriendMailed'
              ? { type: 'mail', ...base, mailId: event.data.mailId }
              : { type: 'invite', ...base, friendshipId: event.data.friendshipId };
        return { id: friendJobId(job), name: job.type, data: job };
      });
      await outbox.enqueue(trx, jobs);
      return { userIds: [] };
    },
  });
}
