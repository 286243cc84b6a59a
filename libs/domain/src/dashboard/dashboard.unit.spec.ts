import { describe, expect, it } from 'vitest';
import { can } from '../users/permissions.js';
import type { TimeFrame } from '../programs/events.js';
import { helmDestination } from './helm.js';
import { isReportingProgram, isUpcomingProgram, programFlagsOf } from './programs.js';

const TODAY = '2026-12-01';
const frame = (loggingState: TimeFrame['loggingState'], startDate: string, endDate: string): TimeFrame => ({
  loggingState,
  startDate,
  endDate,
});
const program = (timeFrames: TimeFrame[], more: { enabled?: boolean; effectiveDateStart?: string | null } = {}) => ({
  enabled: more.enabled ?? true,
  effectiveDateStart: more.effectiveDateStart ?? null,
  timeFrames,
});

describe('/dashboard/helm (spec 3 §2.4)', () => {
  it('sends an activity-tracker site to reporting, whatever its programs', () => {
    expect(helmDestination({ is_aktivetrak: true }, true)).toBe('reporting');
    expect(helmDestination({ is_aktivetrak: true, launch_with_features_on: true }, false)).toBe('reporting');
  });

  it('sends a site with features on and no reporting programs to notifications', () => {
    expect(helmDestination({ launch_with_features_on: true }, false)).toBe('notifications');
  });

  it('sends any other site to program reports', () => {
    expect(helmDestination({ launch_with_features_on: true }, true)).toBe('program_reports');
    expect(helmDestination({}, false)).toBe('program_reports');
    expect(helmDestination({ is_aktivetrak: false }, true)).toBe('program_reports');
  });
});

describe('reporting and upcoming programs', () => {
  it('a program reports once one of its logging frames has begun, and after it ended', () => {
    expect(isReportingProgram(program([frame('opt_in_logging', '2026-11-01', '2026-12-31')]), TODAY)).toBe(true);
    expect(
      isReportingProgram(
        program([frame('enter_logging', '2026-01-01', '2026-02-01'), frame('logging_ended', '2026-02-02', '2026-03-01')]),
        TODAY,
      ),
    ).toBe(true);
    expect(isReportingProgram(program([frame('enter_logging', TODAY, '2026-12-31')]), TODAY)).toBe(true);
  });

  it('a program without logging yet, disabled, or with no frames does not report', () => {
    expect(isReportingProgram(program([frame('opt_in_logging', '2026-12-02', '2026-12-31')]), TODAY)).toBe(false);
    expect(isReportingProgram(program([frame('opt_in_no_logging', '2026-11-01', '2026-12-31')]), TODAY)).toBe(false);
    expect(isReportingProgram(program([frame('enter_logging', '2026-11-01', '2026-12-31')], { enabled: false }), TODAY)).toBe(false);
    expect(isReportingProgram(program([]), TODAY)).toBe(false);
  });

  it('a program is upcoming when coming soon today or starting after today', () => {
    expect(isUpcomingProgram(program([frame('opt_in_logging', '2027-01-01', '2027-02-01')]), TODAY)).toBe(true);
    expect(isUpcomingProgram(program([frame('coming_soon', '2026-11-01', '2026-12-31')]), TODAY)).toBe(true);
    expect(isUpcomingProgram(program([], { effectiveDateStart: '2027-01-01' }), TODAY)).toBe(true);
  });

  it('a running, ended, undated or disabled program is not upcoming', () => {
    expect(isUpcomingProgram(program([frame('opt_in_logging', '2026-11-01', '2026-12-31')]), TODAY)).toBe(false);
    expect(isUpcomingProgram(program([frame('opt_in_logging', '2026-01-01', '2026-02-01')]), TODAY)).toBe(false);
    expect(isUpcomingProgram(program([]), TODAY)).toBe(false);
    expect(isUpcomingProgram(program([frame('coming_soon', '2027-01-01', '2027-02-01')], { enabled: false }), TODAY)).toBe(false);
  });

  it('sums a site up as the flags the menu rules read', () => {
    const running = program([frame('opt_in_logging', '2026-11-01', '2026-12-31')]);
    const soon = program([frame('coming_soon', '2026-11-01', '2026-12-31')]);
    expect(programFlagsOf([running, soon], TODAY)).toEqual({ has_reporting_programs: true, has_upcoming_programs: true });
    expect(programFlagsOf([], TODAY)).toEqual({ has_reporting_programs: false, has_upcoming_programs: false });
  });
});

describe('coordinator menu rules (spec 1 §6)', () => {
  it('Program Reports: hidden on an aktivetrak site, and when features are on and no reporting programs exist', () => {
    expect(can('coordinator', 'coordinator.program_reports', { has_reporting_programs: false })).toBe(true);
    expect(
      can('location_coordinator', 'coordinator.program_reports', { launch_with_features_on: true, has_reporting_programs: true }),
    ).toBe(true);
    expect(can('coordinator', 'coordinator.program_reports', { launch_with_features_on: true, has_reporting_programs: false })).toBe(false);
    expect(can('regional_coordinator', 'coordinator.program_reports', { is_aktivetrak: true, has_reporting_programs: true })).toBe(false);
    expect(can('user', 'coordinator.program_reports', { has_reporting_programs: true })).toBe(false);
  });

  it('Upcoming Launches: only when upcoming or coming-soon programs exist, for the coordinator roles', () => {
    expect(can('coordinator', 'coordinator.upcoming_launches', { has_upcoming_programs: true })).toBe(true);
    expect(can('location_coordinator', 'coordinator.upcoming_launches', { has_upcoming_programs: true })).toBe(true);
    expect(can('coordinator', 'coordinator.upcoming_launches', { has_upcoming_programs: false })).toBe(false);
    expect(can('coordinator', 'coordinator.upcoming_launches', {})).toBe(false);
    expect(can('master', 'coordinator.upcoming_launches', { has_upcoming_programs: true })).toBe(false);
  });

  it('Dashboard for the three coordinator roles; Stats regional or above; Participants for coordinators only', () => {
    expect(
      ['coordinator', 'regional_coordinator', 'location_coordinator', 'master', 'user'].map((r) =>
        can(r as never, 'coordinator.dashboard'),
      ),
    ).toEqual([true, true, true, false, false]);
    expect(
      ['coordinator', 'regional_coordinator', 'location_coordinator', 'master'].map((r) => can(r as never, 'coordinator.stats')),
    ).toEqual([true, true, false, true]);
    expect(
      ['coordinator', 'regional_coordinator', 'location_coordinator', 'master'].map((r) => can(r as never, 'coordinator.participants')),
    ).toEqual([true, false, false, false]);
  });
});
