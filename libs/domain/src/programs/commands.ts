import type { ProgramDetails } from './events.js';

/** Facts the handler looks up: the site's locations (a program may only name those). */
export interface ProgramContext {
  readonly siteLocationIds: readonly string[];
}

export interface CreateProgram {
  readonly type: 'CreateProgram';
  readonly programId: string;
  readonly siteId: string;
  readonly details: ProgramDetails;
  readonly context: ProgramContext;
}

export interface UpdateProgram {
  readonly type: 'UpdateProgram';
  readonly programId: string;
  /** The site the caller administers: a program of another site is not found. */
  readonly siteId: string;
  /** Only the fields given change (PUT sends what the editor changed, or everything). */
  readonly changes: Partial<ProgramDetails>;
  readonly context: ProgramContext;
}

export interface DeleteProgram {
  readonly type: 'DeleteProgram';
  readonly programId: string;
  readonly siteId: string;
}

export type ProgramCommand = CreateProgram | UpdateProgram | DeleteProgram;
