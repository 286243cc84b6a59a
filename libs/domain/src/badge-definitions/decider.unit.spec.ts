import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/given-when-then.spec.js';
import { DEFAULT_SITE_ID, siteCopyId } from '../shared/site-defaults.js';
import { badgeDefinitionDecider, badgeOrderDecider, badgeSaveTarget, evolve, initialState } from './decider.js';
import type { BadgeCreated, BadgeDefinitionEvent, BadgeFields } from './events.js';

const spec = specFor(badgeDefinitionDecider);
const orderSpec = specFor(badgeOrderDecider);
const fields: BadgeFields = {
  name: 'First Day',
  category: 'days_logged',
  goal: 1,
  goal2: null,
  programId: null,
  icon: '/badges/first.png',
};
const defaultBadge: BadgeCreated = { type: 'BadgeCreated', data: { badgeId: 'd1', siteId: null, parentId: null, ...fields, sequence: 1 } };
const copyId = siteCopyId('acme', 'd1');
const copy: BadgeCreated = {
  type: 'BadgeCreated',
  data: { badgeId: copyId, siteId: 'acme', parentId: 'd1', ...fields, name: 'Day One', sequence: 1 },
};
const stateOf = (events: BadgeDefinitionEvent[]) => events.reduce(evolve, initialState());

describe('badge definitions: create', () => {
  it('creates a default on the default site and a site badge elsewhere, trimmed', () => {
    spec([])
      .when({ type: 'CreateBadge', badgeId: 'd1', siteId: null, fields: { ...fields, name: '  First   Day ' }, sequence: 1 })
      .then([defaultBadge]);
    spec([defaultBadge])
      .when({ type: 'CreateBadge', badgeId: 'd1', siteId: null, fields, sequence: 1 })
      .thenRejects('badge_exists', 'That badge already exists.');
  });

  it('refuses a definition without a name, goal, entries or program', () => {
    const create = (changes: Partial<BadgeFields>) =>
      spec([]).when({ type: 'CreateBadge', badgeId: 'b', siteId: 'acme', fields: { ...fields, ...changes }, sequence: 1 });
    create({ name: ' ' }).thenRejects('badge_name_required', 'A badge needs a name.');
    create({ name: 'x'.repeat(101) }).thenRejects('badge_name_too_long', 'A badge name can be at most 100 characters.');
    create({ goal: 0 }).thenRejects('invalid_badge_goal', 'A badge goal must be a whole number of at least 1.');
    create({ goal: 1.5 }).thenRejects('invalid_badge_goal', 'A badge goal must be a whole number of at least 1.');
    create({ goal2: 0 }).thenRejects('invalid_badge_goal2', 'Goal 2 must be a whole number of at least 1.');
    create({ category: 'campaign_opt_in' }).thenRejects('badge_program_required', 'A program badge needs a program.');
    create({ category: 'campaign_entries', programId: 'p1' }).thenRejects(
      'badge_entries_required',
      'A program entries badge needs the number of entries (goal 2).',
    );
  });

  it('keeps the program only for campaign categories', () => {
    spec([])
      .when({ type: 'CreateBadge', badgeId: 'b', siteId: 'acme', fields: { ...fields, programId: 'p1' }, sequence: 2 })
      .then([{ type: 'BadgeCreated', data: { badgeId: 'b', siteId: 'acme', parentId: null, ...fields, sequence: 2 } }]);
  });
});

describe('badge definitions: save (spec 3 §4, copy on save)', () => {
  it('saving a default on another site writes that site’s copy, whose id derives from site and default', () => {
    expect(badgeSaveTarget('d1', stateOf([defaultBadge]), 'acme')).toEqual({
      kind: 'copy',
      itemId: copyId,
      siteId: 'acme',
      parentId: 'd1',
    });
    spec([])
      .when({ type: 'SaveBadge', badgeId: copyId, siteId: 'acme', parentId: 'd1', fields: { ...fields, name: 'Day One' }, sequence: 1 })
      .then([copy]);
  });

  it('saving a default on the default site, or a site’s own badge there, changes it in place', () => {
    expect(badgeSaveTarget('d1', stateOf([defaultBadge]), DEFAULT_SITE_ID)).toEqual({ kind: 'in-place', itemId: 'd1' });
    expect(badgeSaveTarget(copyId, stateOf([copy]), 'acme')).toEqual({ kind: 'in-place', itemId: copyId });
    spec([defaultBadge])
      .when({ type: 'SaveBadge', badgeId: 'd1', siteId: null, parentId: null, fields: { ...fields, goal: 2 }, sequence: 1 })
      .then([{ type: 'BadgeChanged', data: { badgeId: 'd1', siteId: null, parentId: null, ...fields, goal: 2 } }]);
  });

  it('a second save of the copy (two saves at once, retried) changes the one copy; the same fields change nothing', () => {
    spec([copy])
      .when({ type: 'SaveBadge', badgeId: copyId, siteId: 'acme', parentId: 'd1', fields: { ...fields, name: 'Day 1' }, sequence: 1 })
      .then([{ type: 'BadgeChanged', data: { badgeId: copyId, siteId: 'acme', parentId: 'd1', ...fields, name: 'Day 1' } }]);
    spec([copy])
      .when({ type: 'SaveBadge', badgeId: copyId, siteId: 'acme', parentId: 'd1', fields: { ...fields, name: 'Day One' }, sequence: 1 })
      .then([]);
  });

  it('another site’s badge, or one that is gone, is not found', () => {
    expect(() => badgeSaveTarget(copyId, stateOf([copy]), 'other')).toThrow('Badge not found.');
    expect(() => badgeSaveTarget('d1', stateOf([]), 'acme')).toThrow('Badge not found.');
    const own: BadgeCreated = { type: 'BadgeCreated', data: { ...defaultBadge.data, badgeId: 'own', siteId: 'acme' } };
    expect(() => badgeSaveTarget('own', stateOf([own]), 'other')).toThrow('Badge not found.');
    expect(() => badgeSaveTarget('own', stateOf([own]), DEFAULT_SITE_ID)).toThrow('Badge not found.');
    spec([])
      .when({ type: 'SaveBadge', badgeId: 'x', siteId: 'acme', parentId: null, fields, sequence: 1 })
      .thenRejects('badge_not_found', 'Badge not found.');
    spec([copy])
      .when({ type: 'SaveBadge', badgeId: copyId, siteId: 'other', parentId: 'd1', fields, sequence: 1 })
      .thenRejects('badge_not_found', 'Badge not found.');
  });
});

describe('badge definitions: delete and reset', () => {
  it("'Delete Badge' on the default site deletes the default", () => {
    spec([defaultBadge])
      .when({ type: 'DeleteBadge', badgeId: 'd1', administeredSiteId: DEFAULT_SITE_ID })
      .then([{ type: 'BadgeDeleted', data: { badgeId: 'd1', siteId: null, parentId: null } }]);
  });

  it("'Reset Badge' removes a site's copy, so the default shows again", () => {
    spec([copy])
      .when({ type: 'DeleteBadge', badgeId: copyId, administeredSiteId: 'acme' })
      .then([{ type: 'BadgeReset', data: { badgeId: copyId, siteId: 'acme', parentId: 'd1' } }]);
    expect(stateOf([copy, { type: 'BadgeReset', data: { badgeId: copyId, siteId: 'acme', parentId: 'd1' } }]).exists).toBe(false);
  });

  it("a site's own badge with no default behind it is deleted", () => {
    const own: BadgeCreated = { type: 'BadgeCreated', data: { ...defaultBadge.data, badgeId: 'own', siteId: 'acme' } };
    spec([own])
      .when({ type: 'DeleteBadge', badgeId: 'own', administeredSiteId: 'acme' })
      .then([{ type: 'BadgeDeleted', data: { badgeId: 'own', siteId: 'acme', parentId: null } }]);
  });

  it('refuses a default seen from another site, another site’s badge and a badge that is gone', () => {
    spec([defaultBadge])
      .when({ type: 'DeleteBadge', badgeId: 'd1', administeredSiteId: 'acme' })
      .thenRejects('badge_default_not_resettable', 'This is a default badge: there is nothing to reset on this site.');
    spec([copy])
      .when({ type: 'DeleteBadge', badgeId: copyId, administeredSiteId: 'other' })
      .thenRejects('badge_not_found', 'Badge not found.');
    spec([])
      .when({ type: 'DeleteBadge', badgeId: 'd1', administeredSiteId: DEFAULT_SITE_ID })
      .thenRejects('badge_not_found', 'Badge not found.');
  });

  it('a reset copy saved again is made again', () => {
    spec([copy, { type: 'BadgeReset', data: { badgeId: copyId, siteId: 'acme', parentId: 'd1' } }])
      .when({ type: 'SaveBadge', badgeId: copyId, siteId: 'acme', parentId: 'd1', fields: { ...fields, name: 'Day One' }, sequence: 1 })
      .then([copy]);
  });
});

describe('badge order (POST /badges/reorder)', () => {
  const seen = ['a', 'b', 'c'];
  it('records the order of the badges the site sees', () => {
    orderSpec([])
      .when({ type: 'ReorderBadges', siteId: 'acme', sequence: ['c', 'a', 'b'], seen })
      .then([{ type: 'BadgesReordered', data: { siteId: 'acme', sequence: ['c', 'a', 'b'] } }]);
    orderSpec([{ type: 'BadgesReordered', data: { siteId: 'acme', sequence: ['c', 'a', 'b'] } }])
      .when({ type: 'ReorderBadges', siteId: 'acme', sequence: ['c', 'a', 'b'], seen })
      .then([]);
  });

  it('refuses an empty order, a badge twice and a badge the site does not see', () => {
    orderSpec([])
      .when({ type: 'ReorderBadges', siteId: null, sequence: [], seen })
      .thenRejects('badge_sequence_empty', 'The order must list at least one badge.');
    orderSpec([])
      .when({ type: 'ReorderBadges', siteId: null, sequence: ['a', 'a'], seen })
      .thenRejects('badge_sequence_duplicate', 'Each badge can appear only once in the order.');
    orderSpec([])
      .when({ type: 'ReorderBadges', siteId: null, sequence: ['a', 'z'], seen })
      .thenRejects('badge_sequence_unknown', 'The order names a badge this site does not have.');
  });
});
