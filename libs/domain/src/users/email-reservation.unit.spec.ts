import { describe, expect, it } from 'vitest';
import { isOrphanedReservation } from './email-reservation.js';

describe('orphaned e-mail reservations (the sweeper rule)', () => {
  const held = { holder: 'u-1' };
  it('is orphaned when the holder never registered', () => {
    expect(isOrphanedReservation(held, 'pat@example.test', { registered: false, email: '' })).toBe(true);
  });

  it('is orphaned when the holder now has another address (a change that never released the old one)', () => {
    expect(isOrphanedReservation(held, 'pat@example.test', { registered: true, email: 'pat.lee@example.test' })).toBe(true);
  });

  it('is in use when the holder has that address, whatever its case', () => {
    expect(isOrphanedReservation(held, 'Pat@Example.test', { registered: true, email: 'pat@example.test' })).toBe(false);
  });

  it('is nothing to release when no one holds it', () => {
    expect(isOrphanedReservation({ holder: null }, 'pat@example.test', { registered: false, email: '' })).toBe(false);
  });
});
