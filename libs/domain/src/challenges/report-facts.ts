import { countedOnce, type ReportFactDeclaration } from '../reports/facts.js';
import type { UserChallengeEvent } from './events.js';

/** As the badge rules count them: the sender's sends, and each side's own completion, on its site-local day. */
export const userChallengeReportFacts = {
  UserChallengeSent: ({ data }) => [countedOnce(data.senderId, data.siteId, data.sentOn, 'challenges_sent')],
  UserChallengeSideCompleted: ({ data }) => [countedOnce(data.userId, data.siteId, data.completedOn, 'challenges_completed')],
} as const satisfies ReportFactDeclaration<UserChallengeEvent>;
