import { describe, expect, it } from 'vitest';
import { eventsOf } from '../projection.js';
import { EventLog } from '../testing/fixtures.js';
import { applyResetEvents } from './projection.js';

const ofResets = eventsOf(['PasswordResetRequested', 'PasswordResetCompleted', 'UserEmailChanged']);
const user = (id: string) => ({ userId: id, siteId: 'site-acme' });

function resetLog() {
  const log = new EventLog();
  const requested = (id: string, tokenHash: string) =>
    log.append(`user-${id}`, 'PasswordResetRequested', {
      ...user(id),
      email: `${id}@example.com`,
      tokenHash,
      requestedAt: '2026-03-01T10:00:00.000Z',
      expiresAt: '2026-03-01T12:00:00.000Z',
    });
  requested('anna', 'a-1');
  requested('anna', 'a-2');
  log.append('user-anna', 'PasswordResetCompleted', { ...user('anna'), tokenHash: 'a-2', passwordHash: 'y' });
  requested('ben', 'b-1');
  log.append('user-ben', 'UserEmailChanged', { ...user('ben'), email: 'benny@example.com', previousEmail: 'ben@example.com' });
  return ofResets(log.events);
}

describe('applyResetEvents', () => {
  it('supersedes earlier requests, uses the completed token and revokes on an e-mail change', () => {
    const changed = applyResetEvents(new Map(), resetLog());
    expect(changed.map(({ token_hash, status, position }) => ({ token_hash, status, position }))).toEqual([
      { token_hash: 'a-1', status: 'superseded', position: 1n },
      { token_hash: 'a-2', status: 'used', position: 2n },
      { token_hash: 'b-1', status: 'revoked', position: 4n },
    ]);
  });

  it('changes nothing when the same events apply again', () => {
    const events = resetLog();
    const tokens: Parameters<typeof applyResetEvents>[0] = new Map();
    applyResetEvents(tokens, events);
    expect(applyResetEvents(tokens, events)).toEqual([]);
  });
});
