import {
  deterministicId,
  entryIdFor,
  entryStream,
  userBadgesStream,
  userChallengeStream,
  userGoalsStream,
  userStream,
} from '@wellway/domain';
import { eventRow, type GeneratedLog } from './events.js';

/**
 * Each participant's 101 events over 80 days (benchmark r): their registration in one of 1,000
 * offices (what the EOP's rollups count them by), 80 days logged and 10 of them changed the next
 * day, 4 badges, 2 challenges sent and 2 completed (the ones their neighbour sent them), a goal
 * created and completed: 10,100,000 events for 100,000 participants.
 */
export const EVENTS_PER_PARTICIPANT = 101;
export const OFFICES = 1_000;
const DAYS = 80;
const ROWS_PER_CHUNK = 10_000;
const SITE_ID = deterministicId('site', 'bench-reporting');
const FIRST_DAY = Date.UTC(2026, 0, 1);
const dayOf = (day: number) => new Date(FIRST_DAY + day * 86_400_000).toISOString().slice(0, 10);

/** What participant `u` does on day `d` besides logging it (the days of the other events). */
const BADGE_DAYS = new Set([10, 30, 50, 70]);
const SENT_DAYS = [5, 45];
const COMPLETED_DAYS = [15, 55];

/**
 * The log, in day order, generated again each time its chunks are iterated (10,000,000 events do
 * not fit in memory as COPY text). `participants`: 100,000 at target scale.
 */
export function reportingLog(participants: number): GeneratedLog {
  const userIds = Array.from({ length: participants }, (_, u) => deterministicId('user', 'bench-reporting', String(u)));
  const days = Array.from({ length: DAYS }, (_, d) => dayOf(d));
  return {
    events: participants * EVENTS_PER_PARTICIPANT,
    eventChunks: { [Symbol.iterator]: () => chunks(userIds, days) },
    streamChunks: [],
    bytes: 0,
    streams: 0,
  };
}

function* chunks(userIds: readonly string[], days: readonly string[]): Generator<Buffer> {
  let rows: string[] = [];
  let events = 0;
  const push = (stream: string, revision: number, type: string, data: string, userId: string) => {
    rows.push(
      eventRow(`c0000000-0000-4000-8000-${(events++).toString(16).padStart(12, '0')}`, stream, revision, type, data, userId, SITE_ID),
    );
  };
  const n = userIds.length;
  const challengeId = (u: number, k: number) => `ch-${u}-${k}`;
  // Only the registration's figures-free fields: the reporting projection reads role and location.
  for (const [u, userId] of userIds.entries()) {
    const data = `{"userId":"${userId}","siteId":"${SITE_ID}","role":"user","locationId":"office-${u % OFFICES}","startedOn":"${dayOf(0)}"}`;
    push(userStream(userId), 0, 'UserRegistered', data, userId);
  }
  for (let d = 0; d < DAYS; d++) {
    const on = days[d] as string;
    for (let u = 0; u < n; u++) {
      const userId = userIds[u] as string;
      const steps = 1_000 + ((u * 7_919 + d * 104_729) % 14_000);
      const entry = (revision: number, day: string, daySteps: number) => {
        const entryId = entryIdFor(userId, day);
        const data = `{"entryId":"${entryId}","userId":"${userId}","siteId":"${SITE_ID}","recordedOn":"${day}","exerciseSteps":${daySteps},"exerciseMinutes":${(u + d) % 75},"activities":[],"manuallyRecorded":true}`;
        push(entryStream(entryId), revision, revision === 0 ? 'EntryLogged' : 'EntryChanged', data, userId);
      };
      entry(0, on, steps);
      if (d % 8 === 4) entry(1, days[d - 1] as string, steps + 500); // yesterday's, changed
      if (BADGE_DAYS.has(d)) {
        const k = [...BADGE_DAYS].indexOf(d);
        const data = `{"userId":"${userId}","siteId":"${SITE_ID}","badgeId":"badge-${k}","badgeName":"Badge ${k}","category":"days_logged","year":2026,"earnedOn":"${on}"}`;
        push(userBadgesStream(userId), k, 'BadgeAwarded', data, userId);
      }
      const sent = SENT_DAYS.indexOf(d);
      if (sent !== -1) {
        const id = challengeId(u, sent);
        const data = `{"userChallengeId":"${id}","siteId":"${SITE_ID}","senderId":"${userId}","receiverId":"${userIds[(u + 1) % n]}","challengeName":"Walk","challengeId":"c-1","sentAt":"${on}T09:00:00Z","expiresAt":"${dayOf(d + 30)}T09:00:00Z","sentOn":"${on}"}`;
        push(userChallengeStream(id), 0, 'UserChallengeSent', data, userId);
      }
      const completed = COMPLETED_DAYS.indexOf(d);
      if (completed !== -1) {
        const sender = (u - 1 + n) % n;
        const id = challengeId(sender, completed);
        const data = `{"userChallengeId":"${id}","siteId":"${SITE_ID}","senderId":"${userIds[sender]}","receiverId":"${userId}","challengeName":"Walk","userId":"${userId}","completedAt":"${on}T18:00:00Z","completedOn":"${on}"}`;
        push(userChallengeStream(id), 1, 'UserChallengeSideCompleted', data, userId);
      }
      if (d === 20) {
        const data = `{"goalId":"goal-${u}","userId":"${userId}","siteId":"${SITE_ID}","title":"","summary":"","description":"","category":"Fitness","image":"","monthInteger":1,"finalMonthInteger":null,"parentId":null,"isCustom":true,"runAgainOf":null,"createdAt":"${on}T08:00:00Z","createdOn":"${on}"}`;
        push(userGoalsStream(userId), 0, 'GoalCreated', data, userId);
      }
      if (d === 60)
        push(
          userGoalsStream(userId),
          1,
          'GoalCompleted',
          `{"goalId":"goal-${u}","userId":"${userId}","siteId":"${SITE_ID}","completedAt":"${on}T08:00:00Z","completedOn":"${on}"}`,
          userId,
        );
      if (rows.length >= ROWS_PER_CHUNK) {
        yield Buffer.from(rows.join(''));
        rows = [];
      }
    }
  }
  if (rows.length > 0) yield Buffer.from(rows.join(''));
}
