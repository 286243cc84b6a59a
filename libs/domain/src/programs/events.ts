import type { PersonalDataDeclaration } from '../personal-data.js';
import type { DomainEvent } from '../shared/decider.js';
import type { IsoDate } from '../shared/dates.js';

/** Spec 1 §3: the states a program moves through, each with its own time frame. */
export const loggingStates = [
  'coming_soon',
  'opt_in_no_logging',
  'opt_in_logging',
  'enter_no_logging',
  'enter_logging',
  'registration_closed',
  'logging_ended',
] as const;
export type LoggingState = (typeof loggingStates)[number];

export interface TimeFrame {
  readonly loggingState: LoggingState;
  readonly startDate: IsoDate;
  readonly endDate: IsoDate;
}

export interface ProgramPromotion {
  readonly appName: string | null;
  readonly appId: string | null;
  readonly promotionId: string | null;
  readonly subdomain: string | null;
  readonly domainName: string | null;
}

/** Everything an administrator edits (the whole program travels in every change). */
export interface ProgramDetails {
  readonly name: string;
  readonly enabled: boolean;
  readonly effectiveDateStart: IsoDate | null;
  readonly effectiveDateEnd: IsoDate | null;
  readonly locationIds: readonly string[];
  readonly registrationClosed: boolean;
  readonly timeFrames: readonly TimeFrame[];
  readonly promotion: ProgramPromotion;
  readonly coordinatorReportPromotionId: string | null;
}

export type ProgramCreated = DomainEvent<'ProgramCreated', { readonly programId: string; readonly siteId: string } & ProgramDetails>;
export type ProgramUpdated = DomainEvent<'ProgramUpdated', { readonly programId: string; readonly siteId: string } & ProgramDetails>;
export type ProgramDeleted = DomainEvent<'ProgramDeleted', { readonly programId: string; readonly siteId: string }>;

export type ProgramEvent = ProgramCreated | ProgramUpdated | ProgramDeleted;
export const programEventTypes: readonly ProgramEvent['type'][] = ['ProgramCreated', 'ProgramUpdated', 'ProgramDeleted'];

/** No personal data (docs/personal-data.md): A site's programs. */
export const programPersonalData = {
  rules: {},
  withoutPersonalData: ['ProgramCreated', 'ProgramUpdated', 'ProgramDeleted'],
} as const satisfies PersonalDataDeclaration<ProgramEvent>;
