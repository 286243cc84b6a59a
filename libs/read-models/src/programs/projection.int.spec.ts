import { describe, expect, it } from 'vitest';
import type { ProgramDetails } from '@wellway/domain';
import { EventLog } from '../testing/fixtures.js';
import { itGivesTheSameTables, useReadModelDb } from '../testing/read-model-db.spec.js';
import { programsProjection } from './projection.js';
import { findProgram, listPrograms } from './queries.js';

const log = new EventLog();
const details: ProgramDetails = {
  name: 'Spring Steps',
  enabled: true,
  effectiveDateStart: '2026-03-01',
  effectiveDateEnd: null,
  locationIds: ['loc-a'],
  registrationClosed: false,
  timeFrames: [{ loggingState: 'coming_soon', startDate: '2026-03-01', endDate: '2026-03-14' }],
  promotion: { appName: 'Steps', appId: null, promotionId: 'P-1', subdomain: null, domainName: null },
  coordinatorReportPromotionId: null,
};
log.append('program-p1', 'ProgramCreated', { programId: 'p1', siteId: 'site-a', ...details });
log.append('program-p2', 'ProgramCreated', { programId: 'p2', siteId: 'site-a', ...details, name: 'Summer' });
log.append('program-p1', 'ProgramUpdated', { programId: 'p1', siteId: 'site-a', ...details, enabled: false, locationIds: [] });
log.append('program-p3', 'ProgramCreated', { programId: 'p3', siteId: 'site-b', ...details, name: 'Other site' });
log.append('program-p2', 'ProgramDeleted', { programId: 'p2', siteId: 'site-a' });
log.append('program-p1', 'ProgramUpdated', { programId: 'p1', siteId: 'site-a', ...details, name: 'Spring Steps 2026', enabled: false });

const bed = useReadModelDb();

describe('programs projection', () => {
  itGivesTheSameTables(bed, programsProjection, log.events, { programs: 3 });

  it("keeps each program's last details; deleted programs and other sites' are not listed", async () => {
    expect(await listPrograms(bed.db, 'site-a')).toEqual([
      {
        id: 'p1',
        site_id: 'site-a',
        name: 'Spring Steps 2026',
        enabled: false,
        effective_date_start: '2026-03-01',
        effective_date_end: null,
        locations: ['loc-a'],
        registration_closed: false,
        time_frames: [{ logging_state: 'coming_soon', start_date: '2026-03-01', end_date: '2026-03-14' }],
        promotion: { app_name: 'Steps', app_id: null, promotion_id: 'P-1', subdomain: null, domain_name: null },
        coordinator_report_promotion_id: null,
        revision: 2,
      },
    ]);
    expect(await findProgram(bed.db, 'p2')).toBeUndefined();
    expect((await findProgram(bed.db, 'p3'))?.site_id).toBe('site-b');
  });
});
