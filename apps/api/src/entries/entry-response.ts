import { STEPS_PER_MINUTE } from '@wellway/read-models';
import type { EntryEventData } from '@wellway/domain';
import type { Entry } from '@wellway/contracts';
import type { SiteContext } from '../sites/site-directory.js';

/** An Entry (spec 2 §3) straight from the decided state, so a command answers without waiting on projections. */
export function entryResponse(entry: EntryEventData, revision: bigint, updatedAt: Date, { site, activities }: SiteContext): Entry {
  const names = new Map(activities.map((activity) => [activity.id, activity.name]));
  const stepsFromMinutes = entry.exerciseMinutes * STEPS_PER_MINUTE;
  return {
    id: entry.entryId,
    user_id: entry.userId,
    recorded_on: entry.recordedOn,
    exercise_steps: entry.exerciseSteps,
    exercise_minutes: entry.exerciseMinutes,
    steps_from_minutes: stepsFromMinutes,
    total_steps: entry.exerciseSteps + stepsFromMinutes,
    goal_steps: site.daily_step_goal,
    manually_recorded: entry.manuallyRecorded,
    entry_exercise_activities: entry.activities.map((activity) => ({
      exercise_activity_id: activity.exerciseActivityId,
      name: names.get(activity.exerciseActivityId) ?? null,
      value: activity.value,
      sequence: activity.sequence,
    })),
    revision: Number(revision),
    updated_at: updatedAt.toISOString(),
  };
}
