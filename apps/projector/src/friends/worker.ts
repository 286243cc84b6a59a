import { UnrecoverableError, type Job } from 'bullmq';
import type { Kysely } from 'kysely';
import {
  dateInTimeZone,
  friendInvitations,
  friendInvitationStream,
  friendMailStream,
  friends,
  friendshipStream,
  type FriendMailed,
  type PersonalDigests,
} from '@wellway/domain';
import { actorById, handleCommand, metadataFor, type EventStore } from '@wellway/event-store';
import { findSiteById, findUserById, invitationFor, invitationsWaitingFor, type Database, type PositionWaiter } from '@wellway/read-models';
import type { MailTransport } from '../mail/transport.js';
import { friendMessageMail, invitationMail } from './templates.js';
import type { FriendJob } from './reactor.js';

export interface FriendWorkerDeps {
  readonly db: Kysely<Database>;
  readonly store: EventStore;
  readonly waiter: PositionWaiter;
  readonly mail: MailTransport;
  /** Keyed digests (docs/personal-data.md): a registration's address finds its invitations by them. */
  readonly digests: () => Promise<PersonalDigests>;
  readonly publicUrl: string;
  readonly now: () => Date;
  readonly log?: (line: string) => void;
}

export type FriendJobResult = { readonly done: true; readonly detail?: string } | { readonly done: false; readonly reason: string };

const WAIT_MS = 10_000;

async function waitFor(deps: FriendWorkerDeps, projections: readonly string[], position: string): Promise<void> {
  if (!(await deps.waiter.waitFor(projections, BigInt(position), WAIT_MS)))
    throw new Error(`${projections.join(', ')} did not reach ${position} yet`);
}

const url = (publicUrl: string, path: string) => `${publicUrl.replace(/\/+$/, '')}${path}`;

/** Sends an invitation e-mail, unless it was claimed, withdrawn, or its sender erased (their address is then unreadable). */
async function invite(deps: FriendWorkerDeps, job: Extract<FriendJob, { type: 'invite' }>): Promise<FriendJobResult> {
  await waitFor(deps, ['friends', 'users'], job.position);
  const row = await invitationFor(deps.db, job.friendshipId);
  if (!row) throw new UnrecoverableError(`no invitation ${job.friendshipId}`);
  if (row.status !== 'P' || row.friendee_id !== null) return { done: false, reason: 'no longer waiting' };
  if (row.deleted_at !== null || !row.friend_email) return { done: false, reason: 'sender erased' };
  const site = await findSiteById(deps.db, row.site_id);
  if (!site) throw new Error(`site ${row.site_id} is not in the read model yet`);
  const mail = invitationMail({
    siteName: site.name,
    senderName: `${row.first_name} ${row.last_name}`.trim(),
    friendLabel: site.friend_label || 'Friend',
    registerUrl: url(deps.publicUrl, '/register'),
  });
  const info = await deps.mail.transporter.sendMail({
    from: { name: site.settings.fromName, address: site.settings.fromAddress },
    to: row.friend_email,
    ...mail,
  });
  if (deps.mail.kind === 'log') deps.log?.(`mail (no SMTP_URL set): friend invitation ${job.friendshipId}`); // never the address
  return { done: true, detail: String(info.messageId) };
}

/** A registration claims every invitation waiting for its address on its site: each becomes a pending request (same id). */
async function claim(deps: FriendWorkerDeps, job: Extract<FriendJob, { type: 'claim' }>): Promise<FriendJobResult> {
  await waitFor(deps, ['friends', 'users', 'sites'], job.position);
  const user = await findUserById(deps.db, job.userId);
  if (!user) return { done: false, reason: 'erased or unknown' };
  const digest = (await deps.digests()).email(user.email);
  // Those this registration already claimed too: a job that stopped between the two commands
  // below is retried after the claim was projected, and must still send the request.
  const waiting = await invitationsWaitingFor(deps.db, job.siteId, digest, user.id);
  const site = await findSiteById(deps.db, job.siteId);
  if (!site) throw new Error(`site ${job.siteId} is not in the read model yet`);
  const at = deps.now().toISOString();
  for (const invitation of waiting) {
    const metadata = metadataFor({ actor: actorById(invitation.sender_id), siteId: job.siteId, correlationId: job.eventId });
    await handleCommand({
      store: deps.store,
      stream: friendInvitationStream(invitation.sender_id, digest),
      decider: friendInvitations.friendInvitationDecider,
      command: { type: 'ClaimFriendInvitation', friendshipId: invitation.id, friendeeId: user.id, at },
      metadata,
    });
    const pair = friendshipStream(invitation.sender_id, user.id);
    // Requested already (and perhaps answered since): asking again would revive a declined request.
    if (await requestedOnPair(deps.store, pair, invitation.id)) continue;
    await handleCommand({
      store: deps.store,
      stream: pair,
      decider: friends.friendshipDecider,
      command: {
        type: 'RequestFriend',
        friendshipId: invitation.id,
        siteId: job.siteId,
        senderId: invitation.sender_id,
        friendeeId: user.id,
        at,
        year: Number(dateInTimeZone(deps.now(), site.time_zone).slice(0, 4)),
        friendLabel: site.friend_label || 'Friend',
      },
      metadata,
      maxAttempts: 10,
    });
  }
  return { done: true, detail: `${waiting.length} claimed` };
}

async function requestedOnPair(store: EventStore, stream: string, friendshipId: string): Promise<boolean> {
  const { events } = await store.readStream(stream);
  return events.some((event) => (event.data as { friendshipId?: string }).friendshipId === friendshipId);
}

/** E-mails a friend's message, read from the log (sealed: '' once the sender is erased, then nothing is sent). */
async function mailFriend(deps: FriendWorkerDeps, job: Extract<FriendJob, { type: 'mail' }>): Promise<FriendJobResult> {
  const { events } = await deps.store.readStream(friendMailStream(job.mailId));
  const mailed = events.find((event) => event.type === 'FriendMailed');
  if (!mailed) throw new UnrecoverableError(`no e-mail ${job.mailId}`);
  const data = mailed.data as FriendMailed['data'];
  if (data.message === '') return { done: false, reason: 'sender erased' };
  await waitFor(deps, ['users', 'sites'], job.position);
  const [sender, recipient, site] = await Promise.all([
    findUserById(deps.db, data.senderId),
    findUserById(deps.db, data.recipientId),
    findSiteById(deps.db, data.siteId),
  ]);
  if (!sender || !recipient) return { done: false, reason: 'erased' };
  if (!site) throw new Error(`site ${data.siteId} is not in the read model yet`);
  const mail = friendMessageMail({
    siteName: site.name,
    senderName: `${sender.first_name} ${sender.last_name}`.trim(),
    message: data.message,
    friendsUrl: url(deps.publicUrl, `/friends/list?friend_id=${encodeURIComponent(sender.id)}`),
  });
  const info = await deps.mail.transporter.sendMail({
    from: { name: site.settings.fromName, address: site.settings.fromAddress },
    replyTo: { name: mail.subject.split(' sent you')[0] ?? '', address: sender.email },
    to: recipient.email,
    ...mail,
  });
  if (deps.mail.kind === 'log') deps.log?.(`mail (no SMTP_URL set) to user ${recipient.id}: message from a friend`);
  return { done: true, detail: String(info.messageId) };
}

export function friendProcessor(deps: FriendWorkerDeps) {
  return async (job: Job<FriendJob>): Promise<FriendJobResult> => {
    const data = job.data;
    switch (data.type) {
      case 'invite':
        return invite(deps, data);
      case 'claim':
        return claim(deps, data);
      case 'mail':
        return mailFriend(deps, data);
    }
  };
}
