import { loggingStates, type LoggingState, type Program } from '../api/get-programs';
import type { ProgramBody } from '../api/create-program';

import { loggingStateNames } from '../../../lib/logging-states';

export { loggingStateNames };

/** The editor's form state: strings as typed, one (maybe empty) time frame per logging state. */
export interface ProgramDraft {
  name: string;
  enabled: boolean;
  effectiveDateStart: string;
  effectiveDateEnd: string;
  locations: string[];
  registrationClosed: boolean;
  timeFrames: Record<LoggingState, { start: string; end: string }>;
  appName: string;
  appId: string;
  promotionId: string;
  subdomain: string;
  domainName: string;
  coordinatorReportPromotionId: string;
}

export function draftOf(program: Program | null): ProgramDraft {
  const frames = Object.fromEntries(
    loggingStates.map((state) => {
      const frame = program?.time_frames.find((candidate) => candidate.logging_state === state);
      return [state, { start: frame?.start_date ?? '', end: frame?.end_date ?? '' }];
    }),
  ) as ProgramDraft['timeFrames'];
  return {
    name: program?.name ?? '',
    enabled: program?.enabled ?? true,
    effectiveDateStart: program?.effective_date_start ?? '',
    effectiveDateEnd: program?.effective_date_end ?? '',
    locations: [...(program?.locations ?? [])],
    registrationClosed: program?.registration_closed ?? false,
    timeFrames: frames,
    appName: program?.promotion.app_name ?? '',
    appId: program?.promotion.app_id ?? '',
    promotionId: program?.promotion.promotion_id ?? '',
    subdomain: program?.promotion.subdomain ?? '',
    domainName: program?.promotion.domain_name ?? '',
    coordinatorReportPromotionId: program?.coordinator_report_promotion_id ?? '',
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** Problems the form can see before saving (the API checks everything again). */
export function draftProblems(draft: ProgramDraft): string[] {
  const problems: string[] = [];
  if (draft.name.trim() === '') problems.push('A program needs a name.');
  for (const state of loggingStates) {
    const { start, end } = draft.timeFrames[state];
    if ((start === '') !== (end === '')) problems.push(`The ${loggingStateNames[state]} time frame needs both a start and an end date.`);
  }
  return problems;
}

export function bodyOf(draft: ProgramDraft): ProgramBody {
  return {
    name: draft.name,
    enabled: draft.enabled,
    effective_date_start: orNull(draft.effectiveDateStart),
    effective_date_end: orNull(draft.effectiveDateEnd),
    // A program's locations cannot be added twice (spec 1 §5).
    locations: [...new Set(draft.locations)],
    registration_closed: draft.registrationClosed,
    time_frames: loggingStates
      .filter((state) => draft.timeFrames[state].start !== '' && draft.timeFrames[state].end !== '')
      .map((state) => ({ logging_state: state, start_date: draft.timeFrames[state].start, end_date: draft.timeFrames[state].end })),
    promotion: {
      app_name: orNull(draft.appName),
      app_id: orNull(draft.appId),
      promotion_id: orNull(draft.promotionId),
      subdomain: orNull(draft.subdomain),
      domain_name: orNull(draft.domainName),
    },
    coordinator_report_promotion_id: orNull(draft.coordinatorReportPromotionId),
  };
}
