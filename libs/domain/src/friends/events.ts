import type { PersonalDataDeclaration } from '../personal-data.js';
import type { DomainEvent } from '../shared/decider.js';

/** Who a friendship is between (spec 2 §3 Friendship): the sender asked, the friendee was asked. */
export interface Pair {
  readonly friendshipId: string;
  readonly siteId: string;
  readonly senderId: string;
  readonly friendeeId: string;
}

/** A pending request (P) from one participant to another, or an invitation claimed once its address registered. */
export type FriendRequested = DomainEvent<
  'FriendRequested',
  Pair & {
    readonly requestedAt: string;
    /** The site's friend label when asked (spec 1 §3 Site friend_label), for the notice's wording. */
    readonly friendLabel: string;
  }
>;

/** Accepted (A): by the friendee, or by the other side asking back while a request was pending. */
export type FriendRequestAccepted = DomainEvent<
  'FriendRequestAccepted',
  Pair & { readonly acceptedBy: string; readonly acceptedAt: string; readonly year: number; readonly friendLabel: string }
>;

/** Declined (D) by the friendee: it leaves their incoming list. */
export type FriendRequestDeclined = DomainEvent<'FriendRequestDeclined', Pair & { readonly declinedAt: string }>;

/** The sender asked again: the friendee is told again. */
export type FriendRequestResent = DomainEvent<'FriendRequestResent', Pair & { readonly resentAt: string; readonly friendLabel: string }>;

/** A pending request withdrawn by its sender, or a friendship ended by either side. */
export type FriendshipRemoved = DomainEvent<'FriendshipRemoved', Pair & { readonly removedBy: string; readonly removedAt: string }>;

export interface Invitation {
  readonly friendshipId: string;
  readonly siteId: string;
  readonly senderId: string;
}

/**
 * A request to an e-mail address with no account on the site: an invitation e-mail goes out, and
 * the request waits for the address to register. `emailDigest` is the keyed hash the stream and
 * the read model find it by; the address itself is sealed (docs/personal-data.md).
 */
export type FriendInvited = DomainEvent<
  'FriendInvited',
  Invitation & { readonly emailDigest: string; readonly friendEmail: string; readonly invitedAt: string }
>;

/** The sender sent the invitation e-mail again. */
export type FriendInvitationResent = DomainEvent<'FriendInvitationResent', Invitation & { readonly resentAt: string }>;

/** The sender withdrew the invitation. */
export type FriendInvitationCancelled = DomainEvent<'FriendInvitationCancelled', Invitation & { readonly cancelledAt: string }>;

/** The address registered: the invitation becomes a pending request to them (a FriendRequested with the same id). */
export type FriendInvitationClaimed = DomainEvent<
  'FriendInvitationClaimed',
  Invitation & { readonly friendeeId: string; readonly claimedAt: string }
>;

/** An e-mail to a friend (spec 2 §7 POST /send_mail, email_type 'individual'): sent by a worker; the message is the sender's. */
export type FriendMailed = DomainEvent<
  'FriendMailed',
  {
    readonly mailId: string;
    readonly siteId: string;
    readonly senderId: string;
    readonly recipientId: string;
    readonly message: string;
    readonly sentAt: string;
  }
>;

export type FriendshipEvent = FriendRequested | FriendRequestAccepted | FriendRequestDeclined | FriendRequestResent | FriendshipRemoved;
export type FriendInvitationEvent = FriendInvited | FriendInvitationResent | FriendInvitationCancelled | FriendInvitationClaimed;
export type FriendEvent = FriendshipEvent | FriendInvitationEvent | FriendMailed;

export const friendEventTypes = [
  'FriendRequested',
  'FriendRequestAccepted',
  'FriendRequestDeclined',
  'FriendRequestResent',
  'FriendshipRemoved',
  'FriendInvited',
  'FriendInvitationResent',
  'FriendInvitationCancelled',
  'FriendInvitationClaimed',
  'FriendMailed',
] as const satisfies readonly FriendEvent['type'][];

/**
 * The invitee's address is sealed under the sender's key: the invitee has no account (no subject
 * id) yet, and it is the sender who wrote it down; erasing the sender makes their pending
 * invitations' addresses unreadable (docs/decisions.md, Friends).
 */
export const friendPersonalData = {
  rules: {
    FriendInvited: [{ subject: (data) => data.senderId, fields: { friendEmail: '' } }],
    FriendMailed: [{ subject: (data) => data.senderId, fields: { message: '' } }],
  },
  withoutPersonalData: [
    'FriendRequested',
    'FriendRequestAccepted',
    'FriendRequestDeclined',
    'FriendRequestResent',
    'FriendshipRemoved',
    'FriendInvitationResent',
    'FriendInvitationCancelled',
    'FriendInvitationClaimed',
  ],
} as const satisfies PersonalDataDeclaration<FriendEvent>;
