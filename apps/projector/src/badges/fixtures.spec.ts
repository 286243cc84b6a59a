// Shared by the specs that log days for badges. Named *.spec.ts so the build leaves it out; holds no tests.
import { entries, entryIdFor, entryStream } from '@wellway/domain';
import { handleCommand, metadataFor, actorById, type EventStore } from '@wellway/event-store';
import { DEMO_SITE_ID } from '@wellway/test-support';

/** A participant logs a day on the demo site (today is 2026-11-22 for the entry rules). */
export async function logDay(store: EventStore, userId: string, recordedOn: string, steps = 5000) {
  const entryId = entryIdFor(userId, recordedOn);
  return handleCommand({
    store,
    stream: entryStream(entryId),
    decider: entries.entryDecider,
    metadata: metadataFor({ actor: actorById(userId), siteId: DEMO_SITE_ID, correlationId: 'test' }),
    command: {
      type: 'LogEntry',
      entryId,
      userId,
      siteId: DEMO_SITE_ID,
      recordedOn,
      exerciseSteps: steps,
      exerciseMinutes: 0,
      activities: [],
      manuallyRecorded: true,
      context: { today: '2026-11-22', siteYears: [2025, 2026], exerciseActivityIds: [] },
    },
  });
}
