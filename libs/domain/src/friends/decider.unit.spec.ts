import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/given-when-then.spec.js';
import { notices, badgeRules } from '../index.js';
import { friendshipDecider, friendshipStream } from './decider.js';
import { friendInvitationDecider } from './invitation.js';
import { friendMailDecider } from './mail.js';
import type { FriendEvent, FriendshipEvent, FriendInvitationEvent } from './events.js';

const spec = specFor(friendshipDecider);
const invitationSpec = specFor(friendInvitationDecider);
const at = '2026-11-25T10:00:00.000Z';
const label = 'Buddy';
const pair = { friendshipId: 'f-1', siteId: 'site-1', senderId: 'ann', friendeeId: 'bob' };
const request = (senderId = 'ann', friendeeId = 'bob', friendshipId = 'f-1') =>
  ({ type: 'RequestFriend', friendshipId, siteId: 'site-1', senderId, friendeeId, at, year: 2026, friendLabel: label }) as const;
const requested: FriendshipEvent = { type: 'FriendRequested', data: { ...pair, requestedAt: at, friendLabel: label } };
const accepted = (acceptedBy = 'bob'): FriendshipEvent => ({
  type: 'FriendRequestAccepted',
  data: { ...pair, acceptedBy, acceptedAt: at, year: 2026, friendLabel: label },
});
const on = <T extends string>(type: T, userId: string, friendshipId = 'f-1') => ({ type, friendshipId, userId, at, friendLabel: label });

describe('friendships', () => {
  it('names one stream per pair, whichever side asks', () => {
    expect(friendshipStream('ann', 'bob')).toBe(friendshipStream('bob', 'ann'));
  });

  it('records a pending request (P)', () => {
    spec([]).when(request()).then([requested]);
  });

  it('refuses a request to oneself', () => {
    spec([]).when(request('ann', 'ann')).thenRejects('friend_request_to_self', 'You cannot send a buddy request to yourself.');
  });

  it('asking again, or asking a friend, records nothing (the existing one is the answer)', () => {
    spec([requested])
      .when(request('ann', 'bob', 'f-2'))
      .then([]);
    spec([requested, accepted()])
      .when(request('bob', 'ann', 'f-2'))
      .then([]);
  });

  it('asking back while the other side waits accepts their request: one friendship', () => {
    spec([requested])
      .when(request('bob', 'ann', 'f-2'))
      .then([accepted('bob')]);
  });

  it('after a decline or a removal, a new request starts afresh', () => {
    const declined: FriendshipEvent = { type: 'FriendRequestDeclined', data: { ...pair, declinedAt: at } };
    spec([requested, declined])
      .when(request('ann', 'bob', 'f-2'))
      .then([{ type: 'FriendRequested', data: { ...pair, friendshipId: 'f-2', requestedAt: at, friendLabel: label } }]);
  });

  it('the friendee accepts (A); accepting again records nothing', () => {
    spec([requested])
      .when({ ...on('AcceptFriendRequest', 'bob'), year: 2026 })
      .then([accepted()]);
    spec([requested, accepted()])
      .when({ ...on('AcceptFriendRequest', 'bob'), year: 2026 })
      .then([]);
  });

  it('only the friendee may accept or decline', () => {
    const refused = ['friend_request_not_yours', 'Only the person who was asked may accept or decline this request.'] as const;
    spec([requested])
      .when({ ...on('AcceptFriendRequest', 'ann'), year: 2026 })
      .thenRejects(...refused);
    spec([requested])
      .when(on('DeclineFriendRequest', 'ann'))
      .thenRejects(...refused);
  });

  it('a request that no longer exists reads as the spec says, with the site label', () => {
    const gone = ['friend_request_not_found', 'Buddy request no longer exists.'] as const;
    spec([])
      .when({ ...on('AcceptFriendRequest', 'bob'), year: 2026 })
      .thenRejects(...gone);
    spec([requested])
      .when(on('DeclineFriendRequest', 'bob', 'f-9'))
      .thenRejects(...gone);
    spec([requested, accepted()])
      .when(on('DeclineFriendRequest', 'bob'))
      .thenRejects(...gone);
    spec([requested])
      .when(on('RemoveFriendship', 'carl'))
      .thenRejects(...gone);
  });

  it('the friendee declines (D)', () => {
    spec([requested])
      .when(on('DeclineFriendRequest', 'bob'))
      .then([{ type: 'FriendRequestDeclined', data: { ...pair, declinedAt: at } }]);
  });

  it('the sender resends a pending request', () => {
    spec([requested])
      .when(on('ResendFriendRequest', 'ann'))
      .then([{ type: 'FriendRequestResent', data: { ...pair, resentAt: at, friendLabel: label } }]);
  });

  it("anyone else, or an accepted friendship, 'Could not resend request'", () => {
    spec([requested]).when(on('ResendFriendRequest', 'bob')).thenRejects('friend_request_not_resendable', 'Could not resend request');
    spec([requested, accepted()])
      .when(on('ResendFriendRequest', 'ann'))
      .thenRejects('friend_request_not_resendable', 'Could not resend request');
  });

  it('the sender withdraws a pending request; the friendee declines instead', () => {
    spec([requested])
      .when(on('RemoveFriendship', 'ann'))
      .then([{ type: 'FriendshipRemoved', data: { ...pair, removedBy: 'ann', removedAt: at } }]);
    spec([requested])
      .when(on('RemoveFriendship', 'bob'))
      .thenRejects('friend_request_not_withdrawable', 'Only the person who sent this request may withdraw it; decline it instead.');
  });

  it('either side removes an accepted friend', () => {
    for (const side of ['ann', 'bob'])
      spec([requested, accepted()])
        .when(on('RemoveFriendship', side))
        .then([{ type: 'FriendshipRemoved', data: { ...pair, removedBy: side, removedAt: at } }]);
  });
});

describe('friend invitations by e-mail', () => {
  const invitation = { friendshipId: 'f-1', siteId: 'site-1', senderId: 'ann' };
  const invite = { type: 'InviteFriend', ...invitation, emailDigest: 'd1', friendEmail: 'new@example.com', at } as const;
  const invited: FriendInvitationEvent = {
    type: 'FriendInvited',
    data: { ...invitation, emailDigest: 'd1', friendEmail: 'new@example.com', invitedAt: at },
  };
  const claim = { type: 'ClaimFriendInvitation', friendshipId: 'f-1', friendeeId: 'bob', at } as const;
  const claimed: FriendInvitationEvent = { type: 'FriendInvitationClaimed', data: { ...invitation, friendeeId: 'bob', claimedAt: at } };

  it('records the invitation; inviting again while it waits records nothing', () => {
    invitationSpec([]).when(invite).then([invited]);
    invitationSpec([invited])
      .when({ ...invite, friendshipId: 'f-2' })
      .then([]);
  });

  it('the sender resends or withdraws it', () => {
    invitationSpec([invited])
      .when(on('ResendFriendInvitation', 'ann'))
      .then([{ type: 'FriendInvitationResent', data: { ...invitation, resentAt: at } }]);
    invitationSpec([invited])
      .when(on('CancelFriendInvitation', 'ann'))
      .then([{ type: 'FriendInvitationCancelled', data: { ...invitation, cancelledAt: at } }]);
  });

  it('refuses others, and invitations that are gone', () => {
    invitationSpec([invited])
      .when(on('ResendFriendInvitation', 'carl'))
      .thenRejects('friend_request_not_resendable', 'Could not resend request');
    invitationSpec([invited])
      .when(on('CancelFriendInvitation', 'carl'))
      .thenRejects('friend_request_not_withdrawable', 'Only the person who sent this request may withdraw it; decline it instead.');
    invitationSpec([invited, claimed])
      .when(on('ResendFriendInvitation', 'ann'))
      .thenRejects('friend_request_not_found', 'Buddy request no longer exists.');
    invitationSpec([]).when(on('CancelFriendInvitation', 'ann')).thenRejects('friend_request_not_found', 'Buddy request no longer exists.');
  });

  it('a registration claims it once; a retried or late claim records nothing', () => {
    invitationSpec([invited]).when(claim).then([claimed]);
    invitationSpec([invited, claimed]).when(claim).then([]);
    invitationSpec([invited, { type: 'FriendInvitationCancelled', data: { ...invitation, cancelledAt: at } }])
      .when(claim)
      .then([]);
  });
});

describe('friend notices and badges', () => {
  const stored = (event: FriendEvent) => event as Parameters<typeof notices.of>[0];

  it('tells the friendee of a request, and the sender of the acceptance, by {actor}, e-mailed under email_friend_requests', () => {
    expect(notices.of(stored(requested))).toEqual([
      expect.objectContaining({
        userId: 'bob',
        actorId: 'ann',
        message: '{actor} sent you a buddy request.',
        link: '/friends/pending?friend_id=f-1',
        email: 'email_friend_requests',
      }),
    ]);
    expect(notices.of(stored(accepted('bob')))).toEqual([
      expect.objectContaining({
        userId: 'ann',
        actorId: 'bob',
        message: '{actor} accepted your buddy request.',
        link: '/friends/list?friend_id=bob',
      }),
    ]);
    expect(notices.of(stored(accepted('ann')))).toEqual([expect.objectContaining({ userId: 'bob', actorId: 'ann' })]);
  });

  it('counts an accepted friendship once for both people (buddies_added)', () => {
    expect(badgeRules.countsOf(stored(accepted()))).toEqual([
      { category: 'buddies_added', userId: 'ann', siteId: 'site-1', year: 2026, amount: 1, key: 'f-1' },
      { category: 'buddies_added', userId: 'bob', siteId: 'site-1', year: 2026, amount: 1, key: 'f-1' },
    ]);
    expect(badgeRules.categories.has('buddies_added')).toBe(true);
  });
});

describe('e-mail to a friend', () => {
  const mailSpec = specFor(friendMailDecider);
  const mail = {
    type: 'MailFriend',
    mailId: 'm-1',
    siteId: 'site-1',
    senderId: 'ann',
    recipientId: 'bob',
    message: ' Hi Bob ',
    areFriends: true,
    at,
    friendLabelPlural: 'Buddies',
  } as const;

  it('records the trimmed message, once', () => {
    const mailed = {
      type: 'FriendMailed',
      data: { mailId: 'm-1', siteId: 'site-1', senderId: 'ann', recipientId: 'bob', message: 'Hi Bob', sentAt: at },
    } as const;
    mailSpec([]).when(mail).then([mailed]);
    mailSpec([mailed]).when(mail).then([]);
  });

  it("refuses an empty message: 'Please include a message.'", () => {
    mailSpec([])
      .when({ ...mail, message: '  ' })
      .thenRejects('friend_mail_empty', 'Please include a message.');
  });

  it('refuses someone who is not a friend', () => {
    mailSpec([])
      .when({ ...mail, areFriends: false })
      .thenRejects('friend_mail_not_friend', 'You can only e-mail your buddies.');
  });
});
