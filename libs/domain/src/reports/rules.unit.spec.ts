import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_ID } from '../shared/site-defaults.js';
import { canDeleteReport, canSaveReport, savesAsCustom } from './rules.js';

const defaultReport = { siteId: null, createdByMaster: true };
const customByCoordinator = { siteId: 'acme', createdByMaster: false };
const customByMaster = { siteId: 'acme', createdByMaster: true };

describe('who may delete a report (spec 3 §5)', () => {
  it('a master may delete any report', () => {
    for (const report of [defaultReport, customByCoordinator, customByMaster]) expect(canDeleteReport('master', report)).toBe(true);
  });

  it('a coordinator may delete custom reports not created by a master', () => {
    expect(canDeleteReport('coordinator', customByCoordinator)).toBe(true);
    expect(canDeleteReport('coordinator', customByMaster)).toBe(false);
  });

  it('default reports are deletable only by a master', () => {
    expect(canDeleteReport('coordinator', { siteId: null, createdByMaster: false })).toBe(false);
    expect(canDeleteReport('regional_coordinator', defaultReport)).toBe(false);
  });

  it('below coordinator, no one deletes (coordinator or above is Coordinator or Master)', () => {
    expect(canDeleteReport('regional_coordinator', customByCoordinator)).toBe(false);
    expect(canDeleteReport('location_coordinator', customByCoordinator)).toBe(false);
  });
});

describe('who may save a report (spec 3 §5)', () => {
  it('a master can save any report', () => {
    for (const report of [defaultReport, customByMaster, null]) expect(canSaveReport('master', report)).toBe(true);
  });

  it('others can save what they could delete', () => {
    expect(canSaveReport('coordinator', customByCoordinator)).toBe(true);
    expect(canSaveReport('coordinator', customByMaster)).toBe(false);
    expect(canSaveReport('coordinator', defaultReport)).toBe(false);
    expect(canSaveReport('regional_coordinator', customByCoordinator)).toBe(false);
  });

  it('others can save a new report', () => {
    expect(canSaveReport('coordinator', null)).toBe(true);
    expect(canSaveReport('regional_coordinator', null)).toBe(true);
  });
});

describe('how a new report is saved (spec 3 §5)', () => {
  it('a master on the default site saves new reports as non-custom', () => {
    expect(savesAsCustom('master', DEFAULT_SITE_ID, false)).toBe(false);
  });

  it('everyone else saves as custom', () => {
    expect(savesAsCustom('master', 'acme', false)).toBe(true);
    expect(savesAsCustom('coordinator', DEFAULT_SITE_ID, false)).toBe(true);
    expect(savesAsCustom('regional_coordinator', 'acme', false)).toBe(true);
  });

  it('save as custom makes a custom copy, even for the master on the default site', () => {
    expect(savesAsCustom('master', DEFAULT_SITE_ID, true)).toBe(true);
  });
});
