import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { specFor } from '../shared/given-when-then.spec.js';
import { personalDataPolicy } from '../index.js';
import { muteDecider, muteStream, type MuteState } from './decider.js';
import type { MuteCommand, MuteUser } from './commands.js';
import type { MuteEvent } from './events.js';

const spec = specFor(muteDecider);
const at = '2026-12-01T10:00:00.000Z';
const later = '2026-12-01T11:00:00.000Z';
const pair = { siteId: 'site-1', muterId: 'ann', mutedId: 'bob' };
const mute = (overrides: Partial<MuteUser> = {}): MuteUser => ({ type: 'MuteUser', ...pair, mutedSiteId: 'site-1', at, ...overrides });
const unmute = { type: 'UnmuteUser', muterId: 'ann', mutedId: 'bob', at: later } as const;
const muted: MuteEvent = { type: 'UserMuted', data: { ...pair, mutedAt: at } };
const unmuted: MuteEvent = { type: 'UserUnmuted', data: { ...pair, unmutedAt: later } };

describe('mutes', () => {
  it('names one stream per muter and muted person, in that order (muting is one-way)', () => {
    expect(muteStream('ann', 'bob')).toBe('mute-ann_bob');
    expect(muteStream('bob', 'ann')).not.toBe(muteStream('ann', 'bob'));
  });

  it('records a mute of a live person of the same site', () => {
    spec([]).when(mute()).then([muted]);
  });

  it('never mutes yourself', () => {
    spec([])
      .when(mute({ mutedId: 'ann' }))
      .thenRejects('mute_self', 'You cannot mute yourself.');
  });

  it('refuses a person of another site, or one who is gone, as not found', () => {
    spec([])
      .when(mute({ mutedSiteId: 'site-2' }))
      .thenRejects('mute_user_not_found', 'User not found.');
    spec([])
      .when(mute({ mutedSiteId: null }))
      .thenRejects('mute_user_not_found', 'User not found.');
  });

  it('muting again records nothing (concurrent mutes of one pair give one)', () => {
    spec([muted])
      .when(mute({ at: later }))
      .then([]);
  });

  it('unmutes a standing mute, and may mute again after', () => {
    spec([muted]).when(unmute).then([unmuted]);
    spec([muted, unmuted])
      .when(mute({ at: later }))
      .then([{ type: 'UserMuted', data: { ...pair, mutedAt: later } }]);
  });

  it('keeps the standing mute’s date, so muting again answers it as first recorded', () => {
    expect(muteDecider.evolve(muteDecider.initialState(), muted)).toEqual({ muted: { siteId: 'site-1', mutedAt: at } });
  });

  it('unmuting someone not muted records nothing', () => {
    spec([]).when(unmute).then([]);
    spec([muted, unmuted]).when(unmute).then([]);
  });

  it('whatever the order of mutes and unmutes, a repeated command never records twice', () => {
    const command = fc.constantFrom<MuteCommand>(mute(), unmute);
    fc.assert(
      fc.property(fc.array(command, { maxLength: 20 }), (commands) => {
        let state: MuteState = muteDecider.initialState();
        for (const next of commands) {
          state = muteDecider.decide(next, state).reduce(muteDecider.evolve, state);
          expect(muteDecider.decide(next, state)).toEqual([]);
        }
        const last = commands.at(-1);
        expect(state.muted !== null).toBe(last === undefined ? false : last.type === 'MuteUser');
      }),
    );
  });

  it('seals nothing: its events carry ids and dates only', () => {
    expect(personalDataPolicy.rules.UserMuted).toBeUndefined();
    expect(personalDataPolicy.rules.UserUnmuted).toBeUndefined();
  });
});
