import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/given-when-then.spec.js';
import { normaliseEmail, userDecider, userEmailReservationStream } from './decider.js';
import { eligibilityIdFor } from '../eligibility/decider.js';
import type { UserErased, UserErasureRequested, UserRegistered } from './events.js';

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
    expect(userEmailReservationStream('s-1', 'PAT@example.test')).toBe(userEmailReservationStream('s-1', ' pat@example.test'));
    expect(userEmailReservationStream('s-1', 'pat@example.test')).not.toBe(userEmailReservationStream('s-2', 'pat@example.test'));
  });

  describe('erasure', () => {
    const at = '2026-05-01T10:00:00.000Z';
    const master = { id: 'm-1', role: 'master' as const, siteId: 's-9' };
    const requested = (by: Partial<UserErasureRequested['data']> = {}): UserErasureRequested => ({
      type: 'UserErasureRequested',
      data: {
        userId: 'u-1',
        siteId: 's-1',
        requestedById: 'm-1',
        bySelf: false,
        requestedAt: at,
        emailReservationStream: userEmailReservationStream('s-1', 'pat@example.test'),
        eligibilityId: null,
        ...by,
      },
    });
    const erased: UserErased = { type: 'UserErased', data: { userId: 'u-1', siteId: 's-1', erasedAt: at } };
    const erase = { type: 'EraseUser' as const, userId: 'u-1', requestedBy: master, requestedAt: at };
    const eraseOwn = { type: 'EraseOwnAccount' as const, userId: 'u-1', siteId: 's-1', requestedAt: at };

    it("records a master's request with the streams the worker releases (ids only), on any site", () => {
      spec([registered]).when(erase).then([requested()]);
      const withEligibility = { ...registered, data: { ...registered.data, eligibilityIdentifier: 'EMP-7' } };
      spec([withEligibility])
        .when(erase)
        .then([requested({ eligibilityId: eligibilityIdFor('s-1', 'EMP-7') })]);
    });

    it("records a person's own request, on their own site only", () => {
      spec([registered])
        .when(eraseOwn)
        .then([requested({ requestedById: 'u-1', bySelf: true })]);
      spec([registered])
        .when({ ...eraseOwn, siteId: 's-2' })
        .thenRejects('user_not_found', 'User not found.');
    });

    it('refuses to erase a master, even by themself', () => {
      const aMaster = { ...registered, data: { ...registered.data, role: 'master' as const } };
      spec([aMaster]).when(erase).thenRejects('erasing_master', 'A master cannot be removed.');
      spec([aMaster]).when(eraseOwn).thenRejects('erasing_master', 'A master cannot be removed.');
    });

    it('refuses a master erasing themself, and anyone but a master erasing others (another site: not found)', () => {
      spec([registered])
        .when({ ...erase, requestedBy: { ...master, id: 'u-1' } })
        .thenRejects('erasing_self', 'You cannot remove yourself.');
      spec([registered])
        .when({ ...erase, requestedBy: { id: 'c-1', role: 'coordinator', siteId: 's-1' } })
        .thenRejects('erasure_forbidden', 'Only a master can remove a user.');
      spec([registered])
        .when({ ...erase, requestedBy: { id: 'c-2', role: 'coordinator', siteId: 's-2' } })
        .thenRejects('user_not_found', 'User not found.');
    });

    it('refuses erasing twice or an unknown user: not found', () => {
      spec([]).when(erase).thenRejects('user_not_found', 'User not found.');
      spec([registered, requested()]).when(erase).thenRejects('user_not_found', 'User not found.');
      spec([registered, requested(), erased]).when(eraseOwn).thenRejects('user_not_found', 'User not found.');
    });

    it('makes an erased user not found to every later command, from the request on', () => {
      for (const given of [
        [registered, requested()],
        [registered, requested(), erased],
      ]) {
        spec(given)
          .when({ type: 'RecordSignIn', userId: 'u-1', siteId: 's-1', staySignedIn: false })
          .thenRejects('user_not_found', 'User not found.');
        spec(given)
          .when({ type: 'RequestPasswordReset', userId: 'u-1', tokenHash: 'h', requestedAt: at })
          .thenRejects('user_not_found', 'User not found.');
        spec(given).when({ type: 'UnsubscribeAll', userId: 'u-1' }).thenRejects('user_not_found', 'User not found.');
        spec(given)
          .when({ type: 'StartImpersonation', userId: 'u-1', impersonatorId: 'm-1', impersonatorRole: 'master' })
          .thenRejects('user_not_found', 'User not found.');
      }
    });

    it('records the erasure once the worker has destroyed the key, once only, and only after a request', () => {
      spec([registered, requested()]).when({ type: 'RecordErasure', userId: 'u-1', erasedAt: at }).then([erased]);
      spec([registered, requested(), erased]).when({ type: 'RecordErasure', userId: 'u-1', erasedAt: '2026-05-02T00:00:00.000Z' }).then([]);
      spec([registered])
        .when({ type: 'RecordErasure', userId: 'u-1', erasedAt: at })
        .thenRejects('erasure_not_requested', 'No erasure of this user was requested.');
      spec([]).when({ type: 'RecordErasure', userId: 'u-1', erasedAt: at }).thenRejects('user_not_found', 'User not found.');
    });
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
    spec([registered])
      .when({ type: 'EndImpersonation', userId: 'u-1', impersonatorId: 'm-1' })
      .then([{ type: 'ImpersonationEnded', data: { userId: 'u-1', siteId: 's-1', impersonatorId: 'm-1' } }]);
  });
});
