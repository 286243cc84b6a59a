import { loggingStateOn, type LoggingState, type ProgramDetails } from '@wellway/domain';
import type { ProgramRow } from '@wellway/read-models';
import type { Program } from '@wellway/contracts';

/** docs/api.md's Program: stored fields plus `logging_state` on the site's current date. */
export function withLoggingState(row: ProgramRow, today: string): Program {
  // Stored from the decider's frames, so each state is one of the domain's.
  const timeFrames = row.time_frames.map((f) => ({ ...f, logging_state: f.logging_state as LoggingState }));
  const frames = timeFrames.map((f) => ({ loggingState: f.logging_state, startDate: f.start_date, endDate: f.end_date }));
  return { ...row, time_frames: timeFrames, logging_state: loggingStateOn(frames, today) };
}

/** The same shape from the decider's state, for a command's answer. */
export function programRowFrom(programId: string, siteId: string, details: ProgramDetails, revision: bigint): ProgramRow {
  return {
    id: programId,
    site_id: siteId,
    name: details.name,
    enabled: details.enabled,
    effective_date_start: details.effectiveDateStart,
    effective_date_end: details.effectiveDateEnd,
    locations: [...details.locationIds],
    registration_closed: details.registrationClosed,
    time_frames: details.timeFrames.map((f) => ({ logging_state: f.loggingState, start_date: f.startDate, end_date: f.endDate })),
    promotion: {
      app_name: details.promotion.appName,
      app_id: details.promotion.appId,
      promotion_id: details.promotion.promotionId,
      subdomain: details.promotion.subdomain,
      domain_name: details.promotion.domainName,
    },
    coordinator_report_promotion_id: details.coordinatorReportPromotionId,
    revision: Number(revision),
  };
}
