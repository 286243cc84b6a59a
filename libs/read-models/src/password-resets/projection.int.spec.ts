import { describe, expect, it } from 'vitest';
import { applyBatch, EventLog } from '../testing/fixtures.js';
import { replayedAlike, useReadModelDb } from '../testing/read-model-db.spec.js';
import { anna } from '../testing/users.js';
import { usersProjection } from '../users/projection.js';
import { passwordResetsProjection } from './projection.js';
import { findResetToken, resetTokenUsable } from './queries.js';

const log = new EventLog();
const user = (id: string) => ({ userId: id, siteId: 'site-acme' });
const requested = (id: string, tokenHash: string, expiresAt: string) =>
  log.append(`user-${id}`, 'PasswordResetRequested', {
    ...user(id),
    email: `${id}@example.com`,
    tokenHash,
    requestedAt: '2026-03-01T10:00:00.000Z',
    expiresAt,
  });
log.append('user-anna', 'UserRegistered', { ...anna, ...user('anna') });
log.append('user-ben', 'UserRegistered', { ...anna, ...user('ben'), email: 'ben@example.com', firstName: 'Ben' });
requested('anna', 'a-1', '2026-03-01T12:00:00.000Z');
requested('anna', 'a-2', '2026-03-01T12:30:00.000Z');
requested('anna', 'a-3', '2026-03-01T13:00:00.000Z');
log.append('user-anna', 'PasswordResetCompleted', { ...user('anna'), tokenHash: 'a-3', passwordHash: 'y' });
requested('anna', 'a-4', '2026-03-01T14:00:00.000Z');
requested('ben', 'b-1', '2026-03-01T12:00:00.000Z');
log.append('user-ben', 'UserEmailChanged', { ...user('ben'), email: 'benny@example.com', previousEmail: 'ben@example.com' });
// Cleo asks for a link, uses one, asks again, and is erased: every token of hers is revoked for good.
log.append('user-cleo', 'UserRegistered', { ...anna, ...user('cleo'), email: 'cleo@example.com', firstName: 'Cleo' });
requested('cleo', 'c-1', '2026-03-01T12:00:00.000Z');
log.append('user-cleo', 'PasswordResetCompleted', { ...user('cleo'), tokenHash: 'c-1', passwordHash: 'z' });
requested('cleo', 'c-2', '2026-03-01T15:00:00.000Z');
log.append('user-cleo', 'UserErasureRequested', {
  ...user('cleo'),
  requestedById: 'cleo',
  bySelf: true,
  requestedAt: '2026-03-01T11:00:00.000Z',
  emailReservationStream: 'user_email-cleo',
  eligibilityId: null,
});

const bed = useReadModelDb();

describe('password resets projection', () => {
  it('gives the same table however often and in whatever batches the events arrive', async () => {
    const first = await replayedAlike(bed.db, passwordResetsProjection, log.events);
    const statuses = Object.fromEntries(
      (first.password_reset_tokens as { token_hash: string; status: string }[]).map((row) => [row.token_hash, row.status]),
    );
    expect(statuses).toEqual({
      'a-1': 'superseded',
      'a-2': 'superseded',
      'a-3': 'used',
      'a-4': 'pending',
      'b-1': 'revoked',
      'c-1': 'revoked',
      'c-2': 'revoked',
    });
  });

  it("finds a token's user and current e-mail; only the latest unexpired unused one is usable", async () => {
    await applyBatch(bed.db, usersProjection, log.events);
    const latest = await findResetToken(bed.db, 'a-4');
    expect(latest).toMatchObject({ user_id: 'anna', email: 'anna@example.com', status: 'pending' });
    expect(resetTokenUsable(latest, new Date('2026-03-01T13:59:59Z'))).toBe(true);
    expect(resetTokenUsable(latest, new Date('2026-03-01T14:00:00Z'))).toBe(false);
    expect(resetTokenUsable(await findResetToken(bed.db, 'a-3'), new Date('2026-03-01T11:00:00Z'))).toBe(false);
    expect(resetTokenUsable(await findResetToken(bed.db, 'b-1'), new Date('2026-03-01T11:00:00Z'))).toBe(false);
    expect(await findResetToken(bed.db, 'nope')).toBeUndefined();
    // An erased person's link works no more, and names no e-mail of theirs.
    const erased = await findResetToken(bed.db, 'c-2');
    expect(erased?.email).not.toBe('cleo@example.com');
    expect(resetTokenUsable(erased, new Date('2026-03-01T11:00:00Z'))).toBe(false);
  });
});
