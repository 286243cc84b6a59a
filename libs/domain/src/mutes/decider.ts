import { assertNever, type Decider } from '../shared/decider.js';
import type { MuteCommand, MuteUser } from './commands.js';
import { cannotMuteYourself, mutedUserNotFound } from './errors.js';
import type { MuteEvent } from './events.js';

/**
 * One stream per muter and muted person, in that order (muting is one-way): concurrent mutes of
 * one pair all write here, so a conflict re-runs the decision and the pair ends with one mute.
 */
export const muteStream = (muterId: string, mutedId: string): string => `mute-${muterId}_${mutedId}`;

export interface MuteState {
  /** The standing mute's site and date; null while the muter does not mute the person. */
  readonly muted: { readonly siteId: string; readonly mutedAt: string } | null;
}

export const initialState = (): MuteState => ({ muted: null });

export function evolve(state: MuteState, event: MuteEvent): MuteState {
  switch (event.type) {
    case 'UserMuted':
      return { ...state, muted: { siteId: event.data.siteId, mutedAt: event.data.mutedAt } };
    case 'UserUnmuted':
      return { ...state, muted: null };
    default:
      return assertNever(event);
  }
}

function mute(command: MuteUser, state: MuteState): MuteEvent[] {
  const { siteId, muterId, mutedId, mutedSiteId, at } = command;
  if (muterId === mutedId) throw cannotMuteYourself();
  if (mutedSiteId !== siteId) throw mutedUserNotFound();
  // Already muted: the standing mute is the answer.
  if (state.muted) return [];
  return [{ type: 'UserMuted', data: { siteId, muterId, mutedId, mutedAt: at } }];
}

export function decide(command: MuteCommand, state: MuteState): MuteEvent[] {
  switch (command.type) {
    case 'MuteUser':
      return mute(command, state);
    case 'UnmuteUser': {
      // Not muted (never, or no longer): nothing to undo.
      if (!state.muted) return [];
      const { muterId, mutedId, at } = command;
      return [{ type: 'UserUnmuted', data: { siteId: state.muted.siteId, muterId, mutedId, unmutedAt: at } }];
    }
    default:
      return assertNever(command);
  }
}

export const muteDecider: Decider<MuteCommand, MuteEvent, MuteState> = { decide, evolve, initialState };
