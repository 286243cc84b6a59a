import type { UserRegistered } from '@wellway/domain';
import type { EventLog } from './fixtures.js';

/** Test support: Anna, a participant of site-acme. */
export const anna: UserRegistered['data'] = {
  userId: 'user-anna',
  siteId: 'site-acme',
  email: 'anna@example.com',
  role: 'user',
  firstName: 'Anna',
  lastName: 'Berg',
  startedOn: '2026-01-05',
  passwordHash: '$argon2id$anna',
};

/** Anna registers, signs in twice (the later sign-in is the one kept) and signs out. */
export function appendAnna(log: EventLog): void {
  log.append('user-user-anna', 'UserRegistered', anna);
  log.append(
    'user-user-anna',
    'UserSignedIn',
    { userId: anna.userId, siteId: anna.siteId, staySignedIn: true },
    new Date('2026-03-02T08:00:00Z'),
  );
  log.append(
    'user-user-anna',
    'UserSignedIn',
    { userId: anna.userId, siteId: anna.siteId, staySignedIn: false },
    new Date('2026-03-04T08:00:00Z'),
  );
  log.append('user-user-anna', 'UserSignedOut', { userId: anna.userId, siteId: anna.siteId });
}

/** People of site-acme, each `user-<id>`, named after their id ('ann': Ann Test, ann@example.com). */
export function appendPeople(log: EventLog, userIds: readonly string[]): void {
  for (const userId of userIds) {
    const firstName = userId.charAt(0).toUpperCase() + userId.slice(1);
    log.append(`user-${userId}`, 'UserRegistered', { ...anna, userId, firstName, lastName: 'Test', email: `${userId}@example.com` });
  }
}
