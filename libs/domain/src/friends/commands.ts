/** Ask another participant (spec 2 §3 Friendship: created as P by friendee_id). */
export interface RequestFriend {
  readonly type: 'RequestFriend';
  /** A new id chosen by the caller; ignored when the pair already has a request or a friendship. */
  readonly friendshipId: string;
  readonly siteId: string;
  readonly senderId: string;
  readonly friendeeId: string;
  readonly at: string;
  /** The site-local year (badge year) of `at`. */
  readonly year: number;
  readonly friendLabel: string;
}

/** An answer or a change to the pair's request or friendship, by `userId`. */
export interface OnFriendship<Type extends string> {
  readonly type: Type;
  readonly friendshipId: string;
  readonly userId: string;
  readonly at: string;
  readonly friendLabel: string;
}

export type AcceptFriendRequest = OnFriendship<'AcceptFriendRequest'> & { readonly year: number };
export type DeclineFriendRequest = OnFriendship<'DeclineFriendRequest'>;
export type ResendFriendRequest = OnFriendship<'ResendFriendRequest'>;
export type RemoveFriendship = OnFriendship<'RemoveFriendship'>;

export type FriendshipCommand = RequestFriend | AcceptFriendRequest | DeclineFriendRequest | ResendFriendRequest | RemoveFriendship;

/** Ask an e-mail address with no account on the site (spec 2 §3: created as P by friend_email). */
export interface InviteFriend {
  readonly type: 'InviteFriend';
  readonly friendshipId: string;
  readonly siteId: string;
  readonly senderId: string;
  readonly emailDigest: string;
  readonly friendEmail: string;
  readonly at: string;
}

export interface OnInvitation<Type extends string> {
  readonly type: Type;
  readonly friendshipId: string;
  readonly userId: string;
  readonly at: string;
  readonly friendLabel: string;
}

export type ResendFriendInvitation = OnInvitation<'ResendFriendInvitation'>;
export type CancelFriendInvitation = OnInvitation<'CancelFriendInvitation'>;

/** The worker found that the address registered as `friendeeId`. */
export interface ClaimFriendInvitation {
  readonly type: 'ClaimFriendInvitation';
  readonly friendshipId: string;
  readonly friendeeId: string;
  readonly at: string;
}

export type FriendInvitationCommand = InviteFriend | ResendFriendInvitation | CancelFriendInvitation | ClaimFriendInvitation;

/** E-mail a friend (spec 2 §7 POST /send_mail); `areFriends` is looked up by the caller. */
export interface MailFriend {
  readonly type: 'MailFriend';
  readonly mailId: string;
  readonly siteId: string;
  readonly senderId: string;
  readonly recipientId: string;
  readonly message: string;
  readonly areFriends: boolean;
  readonly at: string;
}
