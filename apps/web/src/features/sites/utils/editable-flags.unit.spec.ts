import { describe, expect, it } from 'vitest';
import { editableFlagGroups } from './editable-flags';

describe('editableFlagGroups', () => {
  const offered = editableFlagGroups().flatMap((group) => group.flags);

  it('offers no flag of a feature that does not exist', () => {
    for (const flag of ['is_challenges_enabled', 'is_wall_enabled', 'is_fitbit_enabled', 'is_video_enabled'] as const)
      expect(offered).not.toContain(flag);
  });

  it('offers the flags of what exists, and drops emptied groups', () => {
    expect(offered).toEqual(
      expect.arrayContaining(['is_logging_enabled', 'is_badges_enabled', 'is_sms_enabled', 'is_location_displayed', 'is_timeout_enabled']),
    );
    expect(editableFlagGroups([{ label: 'Only unbuilt', flags: ['is_wall_enabled'] }])).toEqual([]);
  });
});
