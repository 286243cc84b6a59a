import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineReadModel } from './capability.js';
import { liveUpdateKinds, migrationsOf, projections, readModelCapabilities } from './capabilities.js';
import type { Database } from './database.js';
import type { UserTable } from './users/table.js';
import { readModelMigrations } from './migrations/index.js';

describe('read-model capabilities', () => {
  it('hand the migrator every migration under the name databases have recorded, sorted by name', () => {
    const names = Object.keys(readModelMigrations);
    expect(names).toEqual([...names].sort());
    // Names databases have recorded: never renamed, never dropped (new capabilities add theirs).
    expect(names).toEqual(
      expect.arrayContaining([
        '2026_11_22_090000_create_projection_checkpoints',
        '2026_11_22_100000_create_sites',
        '2026_11_22_100100_create_users',
        '2026_11_22_100200_create_entries',
        '2026_11_22_100300_create_stats',
        '2026_11_22_100400_create_badges_earned',
        '2026_11_22_100500_create_notifications',
        '2026_11_23_100000_add_site_settings',
        '2026_11_23_100000_create_locations',
        '2026_11_23_100100_create_eligibilities',
        '2026_11_23_100100_create_programs',
        '2026_11_23_100200_create_content',
        '2026_11_23_120000_add_site_urls_pilot_deleted',
        '2026_11_23_120000_add_user_settings',
        '2026_11_23_120000_people',
        '2026_11_23_130000_add_user_registration',
        '2026_11_23_150000_add_site_revision',
        '2026_11_23_190000_add_attempt_failures',
      ]),
    );
    for (const migration of Object.values(readModelMigrations)) expect(migration.up).toBeTypeOf('function');
  });

  it('refuse a migration name two capabilities claim', () => {
    const migration = { up: async () => undefined };
    const first = defineReadModel({ name: 'first', projections: [], migrations: { '2026_12_01_100000_create_things': migration } });
    const second = defineReadModel({ name: 'second', projections: [], migrations: { '2026_12_01_100000_create_things': migration } });
    expect(migrationsOf([first])).toEqual({ '2026_12_01_100000_create_things': migration });
    expect(() => migrationsOf([first, second])).toThrow(
      'Read-model migration 2026_12_01_100000_create_things is claimed twice (again by second)',
    );
  });

  it('name migrations as the migrations directory convention says: YYYY_MM_DD_HHMMSS_<change>', () => {
    for (const name of Object.keys(readModelMigrations)) expect(name).toMatch(/^\d{4}_\d{2}_\d{2}_\d{6}_[a-z0-9_]+$/);
  });

  it('give the projector every projection once, the existing ones in the order it always started them', () => {
    const names = projections.map((projection) => projection.name);
    expect(new Set(names).size).toBe(names.length);
    const existing = [
      'sites',
      'users',
      'password_resets',
      'entries',
      'stats',
      'badges_earned',
      'notifications',
      'eligibilities',
      'content',
      'locations',
      'programs',
      'sso_details',
    ];
    expect(names.filter((name) => existing.includes(name))).toEqual(existing);
  });

  it('have distinct names', () => {
    const names = readModelCapabilities.map((capability) => capability.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('announce live updates under the kinds the web app refreshes by', () => {
    expect(Object.fromEntries(liveUpdateKinds)).toMatchObject({
      entries: 'entries',
      stats: 'stats',
      badges_earned: 'badges',
      notifications: 'notifications',
      content: 'content',
    });
  });

  it("assemble Database from every capability's tables (checked by tsc)", () => {
    expectTypeOf<
      | 'sites'
      | 'exercise_activities'
      | 'badge_definitions'
      | 'users'
      | 'user_sessions'
      | 'attempt_failures'
      | 'password_reset_tokens'
      | 'entries'
      | 'stats_days'
      | 'stats_weeks'
      | 'stats_years'
      | 'badges_earned'
      | 'notifications'
      | 'eligibilities'
      | 'custom_content'
      | 'required_terms'
      | 'term_acceptances'
      | 'locations'
      | 'programs'
      | 'sso_details'
      | 'projection_checkpoints'
    >().toExtend<keyof Database>();
    expectTypeOf<Database['users']>().toEqualTypeOf<UserTable>();
  });
});
