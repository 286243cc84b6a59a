import type { GoalContent } from './events.js';

/** An administrator saves a catalogue goal on its stream (the API picks the stream with `saveTarget`). */
export interface SaveSiteGoal {
  readonly type: 'SaveSiteGoal';
  /** `copy`: a site's copy of a default (made again after a reset); `in-place`: an existing goal; `create`: a new one. */
  readonly kind: 'create' | 'copy' | 'in-place';
  readonly goalId: string;
  /** The goal's scope: a site, or null for the default set. */
  readonly siteId: string | null;
  readonly parentId: string | null;
  readonly content: GoalContent;
  readonly savedAt: string;
}

/** An administrator deletes a catalogue goal while administering `administeredSiteId`. */
export interface DeleteSiteGoal {
  readonly type: 'DeleteSiteGoal';
  readonly goalId: string;
  readonly administeredSiteId: string;
  readonly deletedAt: string;
}

export type SiteGoalCommand = SaveSiteGoal | DeleteSiteGoal;

interface ByPerson {
  readonly userId: string;
  readonly siteId: string;
  readonly now: string;
  /** The site's date today (YYYY-MM-DD). */
  readonly today: string;
}

/** Choose a catalogue goal (the API looked it up on the person's site): a copy with `parentId`. */
export interface ChooseGoal extends ByPerson {
  readonly type: 'ChooseGoal';
  readonly goalId: string;
  readonly parentId: string;
  readonly content: GoalContent;
}

/** Create one's own goal. */
export interface CreateGoal extends ByPerson {
  readonly type: 'CreateGoal';
  readonly goalId: string;
  readonly content: GoalContent;
}

export interface UpdateGoal extends ByPerson {
  readonly type: 'UpdateGoal';
  readonly goalId: string;
  /** The fields sent; the others stay as they are. */
  readonly changes: Partial<GoalContent>;
}

export interface CompleteGoal extends ByPerson {
  readonly type: 'CompleteGoal';
  readonly goalId: string;
}

export interface CancelGoal extends ByPerson {
  readonly type: 'CancelGoal';
  readonly goalId: string;
}

export interface DeleteGoal extends ByPerson {
  readonly type: 'DeleteGoal';
  readonly goalId: string;
}

/** Start a completed goal again, as a new active goal. */
export interface RunGoalAgain extends ByPerson {
  readonly type: 'RunGoalAgain';
  readonly goalId: string;
  readonly newGoalId: string;
}

export interface ShareGoalByEmail extends ByPerson {
  readonly type: 'ShareGoalByEmail';
  readonly goalId: string;
  readonly shareId: string;
  /** As typed: split on comma or semicolon. */
  readonly emails: string | readonly string[];
  readonly message: string;
}

export type UserGoalCommand =
  ChooseGoal | CreateGoal | UpdateGoal | CompleteGoal | CancelGoal | DeleteGoal | RunGoalAgain | ShareGoalByEmail;
