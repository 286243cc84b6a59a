import { describe, expect, it } from 'vitest';
import { reportScopeOf } from './scope.js';

describe('report scope', () => {
  const at = { locationId: 'office', topLevelLocationId: 'region' };

  it('is the whole site for coordinators and masters', () => {
    expect(reportScopeOf({ role: 'coordinator', ...at })).toEqual({ kind: 'site' });
    expect(reportScopeOf({ role: 'master', locationId: null, topLevelLocationId: null })).toEqual({ kind: 'site' });
  });

  it('is the top-level location for a regional coordinator and the own location for a location coordinator', () => {
    expect(reportScopeOf({ role: 'regional_coordinator', ...at })).toEqual({ kind: 'location', locationId: 'region' });
    expect(reportScopeOf({ role: 'location_coordinator', ...at })).toEqual({ kind: 'location', locationId: 'office' });
  });

  it('is no one for a location-bound coordinator without a location, and for participants', () => {
    expect(reportScopeOf({ role: 'regional_coordinator', locationId: null, topLevelLocationId: null })).toEqual({ kind: 'none' });
    expect(reportScopeOf({ role: 'location_coordinator', locationId: null, topLevelLocationId: null })).toEqual({ kind: 'none' });
    expect(reportScopeOf({ role: 'user', ...at })).toEqual({ kind: 'none' });
  });
});
