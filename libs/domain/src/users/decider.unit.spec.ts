import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/given-when-then.spec.js';
import { normaliseEmail, userDecider, userEmailReservationStream } from './decider.js';
import type { UserRegistered } from './events.js';

const user: UserRegistered['data'] = {
  userId: 'u-1',
  siteId: 's-1',
  email: 'Pat@Example.test',
  role: 'user',
  firstName: 'Pat',
  lastName: 'Lee',
  startedOn: '2026-01-01',
  passwordHash: '$argon2id$x',
};
const registered: UserRegistered = { type: 'UserRegistered', data: { ...user, email: 'pat@example.test' } };
const spec = specFor(userDecider);

describe('user decider', () => {
  it('registers a user with a normalised e-mail, once', () => {
    spec([]).when({ type: 'RegisterUser', user }).then([registered]);
    spec([registered]).when({ type: 'RegisterUser', user }).thenRejects('user_exists', 'That user already exists.');
  });

  it('records sign-in and sign-out of registered users only', () => {
    spec([registered])
      .when({ type: 'RecordSignIn', userId: 'u-1', siteId: 's-1', staySignedIn: true })
      .then([{ type: 'UserSignedIn', data: { userId: 'u-1', siteId: 's-1', staySignedIn: true } }]);
    spec([registered])
      .when({ type: 'RecordSignOut', userId: 'u-1', siteId: 's-1' })
      .then([{ type: 'UserSignedOut', data: { userId: 'u-1', siteId: 's-1' } }]);
    spec([])
      .when({ type: 'RecordSignIn', userId: 'u-1', siteId: 's-1', staySignedIn: false })
      .thenRejects('user_not_found', 'User not found.');
  });

  it('cleans e-mails as the spec says and reserves them per site', () => {
    expect(normaliseEmail(' \u200BPat\u00A0@Example.TEST ')).toBe('pat @example.test');
    // The stream is named by a keyed hash of the address (personalDigests), never the address.
    expect(userEmailReservationStream('s-1', 'digest-1')).toMatch(/^user_email-[0-9a-f-]{36}$/);
    expect(userEmailReservationStream('s-1', 'digest-1')).not.toBe(userEmailReservationStream('s-2', 'digest-1'));
    expect(userEmailReservationStream('s-1', 'digest-1')).not.toBe(userEmailReservationStream('s-1', 'digest-2'));
  });

  it('deletes a user once; a deleted user cannot sign in and is not found', () => {
    const deleted = { type: 'UserDeleted' as const, data: { userId: 'u-1', siteId: 's-1' } };
    spec([registered]).when({ type: 'DeleteUser', userId: 'u-1', actorId: 'm-1' }).then([deleted]);
    spec([registered])
      .when({ type: 'DeleteUser', userId: 'u-1', actorId: 'u-1' })
      .thenRejects('deleting_self', 'You cannot remove yourself.');
    spec([registered, deleted])
      .when({ type: 'DeleteUser', userId: 'u-1', actorId: 'm-1' })
      .thenRejects('user_not_found', 'User not found.');
    spec([]).when({ type: 'DeleteUser', userId: 'u-1', actorId: 'm-1' }).thenRejects('user_not_found', 'User not found.');
    spec([registered, deleted])
      .when({ type: 'RecordSignIn', userId: 'u-1', siteId: 's-1', staySignedIn: false })
      .thenRejects('user_not_found', 'User not found.');
  });

  it('lets a master impersonate a live user of any site, recorded for auditors', () => {
    spec([registered])
      .when({ type: 'StartImpersonation', userId: 'u-1', impersonatorId: 'm-1', impersonatorRole: 'master' })
      .then([{ type: 'ImpersonationStarted', data: { userId: 'u-1', siteId: 's-1', impersonatorId: 'm-1' } }]);
    spec([registered])
      .when({ type: 'StartImpersonation', userId: 'u-1', impersonatorId: 'c-1', impersonatorRole: 'coordinator' })
      .thenRejects('impersonation_forbidden', 'Could not impersonate.');
    spec([registered])
      .when({ type: 'StartImpersonation', userId: 'u-1', impersonatorId: 'u-1', impersonatorRole: 'master' })
      .thenRejects('impersonating_self', 'Could not impersonate.');
    spec([registered, { type: 'UserDeleted', data: { userId: 'u-1', siteId: 's-1' } }])
      .when({ type: 'StartImpersonation', userId: 'u-1', impersonatorId: 'm-1', impersonatorRole: 'master' })
      .thenRejects('user_not_found', 'User not found.');
    spec([registered])
      .when({ type: 'EndImpersonation', userId: 'u-1', impersonatorId: 'm-1' })
      .then([{ type: 'ImpersonationEnded', data: { userId: 'u-1', siteId: 's-1', impersonatorId: 'm-1' } }]);
  });
});
