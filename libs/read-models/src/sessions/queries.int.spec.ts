import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { applyBatch, EventLog } from '../testing/fixtures.js';
import { useReadModelDb } from '../testing/read-model-db.spec.js';
import { anna } from '../testing/users.js';
import { usersProjection } from '../users/projection.js';
import { claimHandoff, deleteSession, deleteUserSessions, findSession, insertSession } from './queries.js';

let db: Kysely<Database>;
const now = new Date('2026-03-02T08:00:00Z');
const expiresAt = new Date('2026-03-02T20:00:00Z');

useReadModelDb(async (opened) => {
  db = opened;
  const log = new EventLog();
  log.append('user-user-anna', 'UserRegistered', { ...anna, role: 'coordinator' });
  await applyBatch(db, usersProjection, log.events);
  await insertSession(db, { tokenHash: 'hash-1', userId: 'user-anna', siteId: 'site-acme', expiresAt, staySignedIn: true, now });
});

describe('user sessions', () => {
  it('finds a live session with its user', async () => {
    const session = await findSession(db, 'hash-1', now);
    expect(session).toEqual({
      token_hash: 'hash-1',
      user_id: 'user-anna',
      site_id: 'site-acme',
      expires_at: expiresAt,
      created_at: now,
      stay_signed_in: true,
      impersonator_id: null,
      email: 'anna@example.com',
      role: 'coordinator',
      user: expect.objectContaining({ id: 'user-anna', first_name: 'Anna', last_signed_in_at: null }),
    });
    expect(session?.user).not.toHaveProperty('password_hash');
  });

  it('does not find an expired or unknown session', async () => {
    expect(await findSession(db, 'hash-1', expiresAt)).toBeUndefined();
    expect(await findSession(db, 'hash-unknown', now)).toBeUndefined();
  });

  it('forgets a deleted session', async () => {
    await insertSession(db, { tokenHash: 'hash-2', userId: 'user-anna', siteId: 'site-acme', expiresAt, staySignedIn: false, now });
    await deleteSession(db, 'hash-2');
    expect(await findSession(db, 'hash-2', now)).toBeUndefined();
    expect(await findSession(db, 'hash-1', now)).toBeDefined();
  });

  it('carries the impersonator, and lets a handoff session be claimed once, before it lapses', async () => {
    const handoffUntil = new Date(now.getTime() + 60_000);
    await insertSession(db, {
      tokenHash: 'hash-3',
      userId: 'user-anna',
      siteId: 'site-acme',
      expiresAt,
      staySignedIn: false,
      now,
      impersonatorId: 'master-1',
      handoffUntil,
    });
    expect((await findSession(db, 'hash-3', now))?.impersonator_id).toBe('master-1');
    expect(await claimHandoff(db, 'hash-3', handoffUntil)).toBeUndefined();
    expect(await claimHandoff(db, 'hash-3', now)).toEqual({ user_id: 'user-anna', site_id: 'site-acme', impersonator_id: 'master-1' });
    expect(await claimHandoff(db, 'hash-3', now)).toBeUndefined();
    expect(await claimHandoff(db, 'hash-1', now)).toBeUndefined();
  });

  it('ends every session of a user', async () => {
    await insertSession(db, { tokenHash: 'hash-4', userId: 'user-anna', siteId: 'site-acme', expiresAt, staySignedIn: false, now });
    expect((await deleteUserSessions(db, 'user-anna')).sort()).toEqual(['hash-1', 'hash-3', 'hash-4']);
    expect(await findSession(db, 'hash-1', now)).toBeUndefined();
  });
});
