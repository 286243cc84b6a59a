import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/given-when-then.spec.js';
import { programDecider } from './decider.js';
import type { ProgramCreated, ProgramDetails } from './events.js';
import { isRegistrationClosed, loggingStateOn } from './logging-state.js';

const spec = specFor(programDecider);
const siteId = 'site-1';
const context = { siteLocationIds: ['loc-a', 'loc-b'] };
const details: ProgramDetails = {
  name: 'Spring Steps',
  enabled: true,
  effectiveDateStart: '2026-03-01',
  effectiveDateEnd: '2026-05-31',
  locationIds: ['loc-a'],
  registrationClosed: false,
  timeFrames: [
    { loggingState: 'opt_in_logging', startDate: '2026-03-15', endDate: '2026-05-31' },
    { loggingState: 'coming_soon', startDate: '2026-03-01', endDate: '2026-03-14' },
  ],
  promotion: { appName: 'Steps', appId: null, promotionId: 'P-1', subdomain: null, domainName: null },
  coordinatorReportPromotionId: null,
};
const sorted = { ...details, timeFrames: [details.timeFrames[1]!, details.timeFrames[0]!] };
const created: ProgramCreated = { type: 'ProgramCreated', data: { programId: 'p-1', siteId, ...sorted } };
const create = (changes: Partial<ProgramDetails>) => ({
  type: 'CreateProgram' as const,
  programId: 'p-1',
  siteId,
  details: { ...details, ...changes },
  context,
});

describe('program decider', () => {
  it('creates a program with its time frames in date order, once', () => {
    spec([])
      .when(create({ name: '  Spring Steps ' }))
      .then([created]);
    spec([created]).when(create({})).thenRejects('program_exists', 'That program already exists.');
  });

  it('checks name, dates and locations', () => {
    spec([])
      .when(create({ name: ' ' }))
      .thenRejects('program_name_required', 'A program needs a name.');
    spec([])
      .when(create({ name: 'x'.repeat(121) }))
      .thenRejects('program_name_too_long', 'A program name can be at most 120 characters.');
    spec([])
      .when(create({ effectiveDateEnd: '2026-02-30' }))
      .thenRejects('invalid_date', 'Dates must be real days written YYYY-MM-DD.');
    spec([])
      .when(create({ effectiveDateEnd: '2026-02-01' }))
      .thenRejects('invalid_effective_dates', 'The effective end date must be on or after the effective start date.');
    spec([])
      .when(create({ locationIds: ['loc-a', 'loc-b', 'loc-a'] }))
      .thenRejects('program_location_twice', "A program's locations cannot be added twice.");
    spec([])
      .when(create({ locationIds: ['loc-z'] }))
      .thenRejects('program_location_unknown', 'A program can only include locations of its site.');
  });

  it('checks time frames: in order, one per state, no overlap', () => {
    spec([])
      .when(create({ timeFrames: [{ loggingState: 'coming_soon', startDate: '2026-03-02', endDate: '2026-03-01' }] }))
      .thenRejects('invalid_time_frame', 'The coming_soon time frame must end on or after the day it starts.');
    spec([])
      .when(
        create({
          timeFrames: [
            { loggingState: 'coming_soon', startDate: '2026-03-01', endDate: '2026-03-02' },
            { loggingState: 'coming_soon', startDate: '2026-03-05', endDate: '2026-03-06' },
          ],
        }),
      )
      .thenRejects('time_frame_twice', 'The coming_soon state can have only one time frame.');
    spec([])
      .when(
        create({
          timeFrames: [
            { loggingState: 'enter_logging', startDate: '2026-03-10', endDate: '2026-03-20' },
            { loggingState: 'coming_soon', startDate: '2026-03-01', endDate: '2026-03-10' },
          ],
        }),
      )
      .thenRejects('time_frames_overlap', 'The coming_soon and enter_logging time frames overlap.');
  });

  it('updates a program of the same site; nothing when nothing changed', () => {
    const update = (changes: Partial<ProgramDetails>, site = siteId) => ({
      type: 'UpdateProgram' as const,
      programId: 'p-1',
      siteId: site,
      changes,
      context,
    });
    spec([created])
      .when(update({ enabled: false }))
      .then([{ type: 'ProgramUpdated', data: { ...created.data, enabled: false } }]);
    spec([created]).when(update({})).then([]);
    spec([created])
      .when(update({ name: 'Spring Steps', enabled: undefined }))
      .then([]);
    spec([created]).when(update({}, 'site-2')).thenRejects('program_not_found', 'Program not found.');
    spec([]).when(update({})).thenRejects('program_not_found', 'Program not found.');
    spec([created])
      .when(update({ locationIds: ['loc-b', 'loc-b'] }))
      .thenRejects('program_location_twice', "A program's locations cannot be added twice.");
  });

  it('deletes a program once, only on its own site', () => {
    const remove = (site = siteId) => ({ type: 'DeleteProgram' as const, programId: 'p-1', siteId: site });
    const deleted = { type: 'ProgramDeleted' as const, data: { programId: 'p-1', siteId } };
    spec([created]).when(remove()).then([deleted]);
    spec([created, deleted]).when(remove()).thenRejects('program_not_found', 'Program not found.');
    spec([created]).when(remove('site-2')).thenRejects('program_not_found', 'Program not found.');
  });
});

describe('logging state', () => {
  it('is the state whose time frame holds the day, coming soon before, ended after', () => {
    expect(loggingStateOn(sorted.timeFrames, '2026-03-14')).toBe('coming_soon');
    expect(loggingStateOn(sorted.timeFrames, '2026-03-15')).toBe('opt_in_logging');
    expect(loggingStateOn(sorted.timeFrames, '2026-01-01')).toBe('coming_soon');
    expect(loggingStateOn(sorted.timeFrames, '2026-06-01')).toBe('logging_ended');
    expect(loggingStateOn([], '2026-06-01')).toBeNull();
  });

  it('closes registration by flag or by the registration_closed time frame', () => {
    const frames = [{ loggingState: 'registration_closed' as const, startDate: '2026-06-01', endDate: '2026-06-30' }];
    expect(isRegistrationClosed({ registrationClosed: false, timeFrames: frames }, '2026-06-02')).toBe(true);
    expect(isRegistrationClosed({ registrationClosed: false, timeFrames: frames }, '2026-05-02')).toBe(false);
    expect(isRegistrationClosed({ registrationClosed: true, timeFrames: [] }, '2026-05-02')).toBe(true);
  });
});
