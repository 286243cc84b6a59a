import { assertNever, type Decider } from '../shared/decider.js';
import { deleteOutcome } from '../shared/site-defaults.js';
import type { SiteGoalCommand } from './commands.js';
import { goalNotDeletable, goalNotFound } from './errors.js';
import type { GoalContent, SiteGoalEvent } from './events.js';
import { checkedContent } from './rules.js';

/** One catalogue goal per stream: a site's copy of a default has a deterministic id (`siteCopyId`). */
export const siteGoalStream = (goalId: string): string => `site_goal-${goalId}`;

export interface SiteGoalState {
  readonly exists: boolean;
  readonly deleted: boolean;
  readonly siteId: string | null;
  readonly parentId: string | null;
  /** As last saved: what an edit that sends only some fields keeps. */
  readonly content: GoalContent | null;
}

export const initialState = (): SiteGoalState => ({ exists: false, deleted: false, siteId: null, parentId: null, content: null });

export function evolve(state: SiteGoalState, event: SiteGoalEvent): SiteGoalState {
  switch (event.type) {
    case 'SiteGoalSaved': {
      const { title, summary, description, category, image, monthInteger, finalMonthInteger } = event.data;
      const content = { title, summary, description, category, image, monthInteger, finalMonthInteger };
      return { exists: true, deleted: false, siteId: event.data.siteId, parentId: event.data.parentId, content };
    }
    case 'SiteGoalDeleted':
      return { ...state, deleted: true };
    default:
      return assertNever(event);
  }
}

export function decide(command: SiteGoalCommand, state: SiteGoalState): SiteGoalEvent[] {
  switch (command.type) {
    case 'SaveSiteGoal': {
      if (command.kind === 'in-place' && (!state.exists || state.deleted)) throw goalNotFound();
      if (command.kind === 'create' && state.deleted) throw goalNotFound();
      const content = checkedContent(command.content, 'title');
      // Saved again (a retried copy, or replaced in place): its scope and parent stay what they were.
      // A site's copy deleted ("reset") and edited again is made again, with the command's parent.
      const keep = state.exists && !state.deleted;
      const siteId = keep ? state.siteId : command.siteId;
      const parentId = keep ? state.parentId : command.parentId;
      return [{ type: 'SiteGoalSaved', data: { goalId: command.goalId, siteId, parentId, ...content, savedAt: command.savedAt } }];
    }
    case 'DeleteSiteGoal': {
      if (!state.exists || state.deleted) throw goalNotFound();
      const item = { id: command.goalId, siteId: state.siteId, parentId: state.parentId };
      const outcome = deleteOutcome(item, command.administeredSiteId).kind;
      if (outcome === 'not-found') throw goalNotFound();
      if (outcome === 'refused') throw goalNotDeletable();
      const { goalId, deletedAt } = command;
      return [{ type: 'SiteGoalDeleted', data: { goalId, siteId: state.siteId, parentId: state.parentId, deletedAt } }];
    }
    default:
      return assertNever(command);
  }
}

export const siteGoalDecider: Decider<SiteGoalCommand, SiteGoalEvent, SiteGoalState> = { decide, evolve, initialState };
