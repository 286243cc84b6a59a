// The domain's public surface: each capability exports its own from `<capability>/index.ts`.
// A new capability adds its line here, its events to WellwayEvent and its personal-data
// declaration to `personalData` below.
export * from './shared/index.js';
export * from './stats/index.js';
export * from './entries/index.js';
export * from './badges/index.js';
export * from './reports/index.js';
export * from './dashboard/index.js';
export * from './sites/index.js';
export * from './users/index.js';
export * from './eligibility/index.js';
export * from './content/index.js';
export * from './required-terms/index.js';
export * from './notifications/index.js';
export * from './locations/index.js';
export * from './programs/index.js';
export * from './sso/index.js';
export {
  assemblePersonalDataPolicy,
  FORMER_FIRST_NAME,
  FORMER_LAST_NAME,
  personalDigests,
  type AssembledPersonalDataPolicy,
  type KeyedHash,
  type PersonalDataDeclaration,
  type PersonalDataRulesOf,
  type PersonalDigests,
  type PersonalFields,
} from './personal-data.js';
export * from './data-exports/index.js';
export * from './messaging/index.js';
export * from './badge-definitions/index.js';
export * from './goals/index.js';
export * from './files/index.js';
export * from './challenge-catalogue/index.js';
export * from './challenges/index.js';
export * from './evaluations/index.js';
export * from './friends/index.js';
export * from './follows/index.js';
export * from './mutes/index.js';
export * from './announcements/index.js';
export * from './wall/index.js';

import type { EntryEvent } from './entries/index.js';
import type { BadgeEvent } from './badges/index.js';
import type { SiteEvent, SiteUrlReservationEvent } from './sites/index.js';
import type { UserEmailReservationEvent, UserEvent } from './users/index.js';
import type { EligibilityEvent } from './eligibility/index.js';
import type { ContentEvent } from './content/index.js';
import type { RequiredTermsEvent, TermAcceptanceEvent } from './required-terms/index.js';
import type { NotificationEvent } from './notifications/index.js';
import type { LocationEvent } from './locations/index.js';
import type { ProgramEvent } from './programs/index.js';
import type { SsoDetailEvent } from './sso/index.js';
import { assemblePersonalDataPolicy, type ClassifiedEventTypes } from './personal-data.js';
import { assembleNotices, type NoticeDeclaration } from './notifications/notices.js';
import { assembleBadgeRules, type BadgeRuleDeclaration } from './badges/rules.js';
import { assembleReportFacts, type ReportFactDeclaration } from './reports/facts.js';
import { assembleReportFields, type ReportFieldDeclaration } from './reports/fields.js';
import { participantReportFields } from './reports/participant-fields.js';
import type { ReportEvent } from './reports/events.js';
import { reportPersonalData } from './reports/personal-data.js';
import { entryReportFacts } from './entries/report-facts.js';
import { entryReportFields } from './entries/report-fields.js';
import { badgeReportFacts } from './badges/report-facts.js';
import { badgeReportFields } from './badges/report-fields.js';
import { userChallengeReportFacts } from './challenges/report-facts.js';
import { userChallengeReportFields } from './challenges/report-fields.js';
import { goalReportFacts } from './goals/report-facts.js';
import { goalReportFields } from './goals/report-fields.js';
import { evaluationReportFacts } from './evaluations/report-facts.js';
import { evaluationReportFields } from './evaluations/report-fields.js';
import { friendReportFacts } from './friends/report-facts.js';
import { friendReportFields } from './friends/report-fields.js';
import { wallReportFacts } from './wall/report-facts.js';
import { wallReportFields } from './wall/report-fields.js';
import { entryPersonalData } from './entries/index.js';
import { badgeNotices, badgePersonalData } from './badges/index.js';
import { sitePersonalData } from './sites/index.js';
import { usersPersonalData } from './users/index.js';
import { eligibilityPersonalData } from './eligibility/index.js';
import { contentPersonalData } from './content/index.js';
import { requiredTermsPersonalData } from './required-terms/index.js';
import { notificationPersonalData } from './notifications/index.js';
import { locationPersonalData } from './locations/index.js';
import { programPersonalData } from './programs/index.js';
import { ssoDetailPersonalData } from './sso/index.js';
import { dataExportNotices, dataExportPersonalData } from './data-exports/index.js';
import { entryBadgeRules } from './entries/badge-rules.js';
import type { DataExportEvent } from './data-exports/index.js';
import { messagingPersonalData, type MessagingEvent } from './messaging/index.js';
import { badgeDefinitionPersonalData, type BadgeDefinitionEvent, type BadgeOrderEvent } from './badge-definitions/index.js';
import { goalBadgeRules, goalNotices, goalPersonalData, type GoalEvent } from './goals/index.js';
import { challengeCataloguePersonalData, type ChallengeCatalogueEvent } from './challenge-catalogue/index.js';
import {
  userChallengeBadgeRules,
  userChallengeNotices,
  userChallengePersonalData,
  type ChallengeSlotEvent,
  type UserChallengeEvent,
} from './challenges/index.js';
import { evaluationBadgeRules, evaluationPersonalData, type EvaluationEvent } from './evaluations/index.js';
import { friendBadgeRules, friendNotices, friendPersonalData, type FriendEvent } from './friends/index.js';
import { followPersonalData, type FollowEvent } from './follows/index.js';
import { mutePersonalData, type MuteEvent } from './mutes/index.js';
import { announcementPersonalData, type AnnouncementEvent } from './announcements/index.js';
import { wallBadgeRules, wallNotices, wallPersonalData, type WallEvent } from './wall/index.js';

/** Every event type in the log: each capability's events. */
export type WellwayEvent =
  | EntryEvent
  | BadgeEvent
  | SiteEvent
  | SiteUrlReservationEvent
  | UserEvent
  | UserEmailReservationEvent
  | EligibilityEvent
  | ContentEvent
  | RequiredTermsEvent
  | TermAcceptanceEvent
  | NotificationEvent
  | LocationEvent
  | ProgramEvent
  | SsoDetailEvent
  | DataExportEvent
  | MessagingEvent
  | GoalEvent
  | ChallengeCatalogueEvent
  | UserChallengeEvent
  | ChallengeSlotEvent
  | BadgeDefinitionEvent
  | BadgeOrderEvent
  | EvaluationEvent
  | FriendEvent
  | FollowEvent
  | MuteEvent
  | AnnouncementEvent
  | WallEvent
  | ReportEvent;

/** Each capability's personal-data declaration (docs/personal-data.md): which of its events' fields are sealed. */
const personalData = [
  entryPersonalData,
  badgePersonalData,
  sitePersonalData,
  usersPersonalData,
  eligibilityPersonalData,
  contentPersonalData,
  requiredTermsPersonalData,
  notificationPersonalData,
  locationPersonalData,
  programPersonalData,
  ssoDetailPersonalData,
  dataExportPersonalData,
  messagingPersonalData,
  badgeDefinitionPersonalData,
  goalPersonalData,
  challengeCataloguePersonalData,
  userChallengePersonalData,
  evaluationPersonalData,
  friendPersonalData,
  followPersonalData,
  mutePersonalData,
  announcementPersonalData,
  wallPersonalData,
  reportPersonalData,
] as const;

type Unclassified = Exclude<WellwayEvent['type'], ClassifiedEventTypes<(typeof personalData)[number]>>;
/** Fails to compile, naming the event type, when an event of WellwayEvent is neither sealed nor declared free of personal data. */
export const everyEventTypeClassified: [Unclassified] extends [never] ? true : { readonly unclassified: Unclassified } = true;

/** The application's personal-data policy: what libs/event-store seals (createEventStore's `personalData`). */
export const personalDataPolicy = assemblePersonalDataPolicy(personalData);

/** Each capability's notices (notifications/notices.ts): which of its events tell whom what. */
const noticeDeclarations: readonly NoticeDeclaration<WellwayEvent>[] = [
  badgeNotices,
  dataExportNotices,
  goalNotices,
  userChallengeNotices,
  friendNotices,
  wallNotices,
];

/** The notices every event raises: the notifications projection and the mail reactor read this. */
export const notices = assembleNotices(noticeDeclarations);

/** Each capability's badge rules (badges/rules.ts): which of its events count towards which badge category. */
const badgeRuleDeclarations: readonly BadgeRuleDeclaration<WellwayEvent>[] = [
  entryBadgeRules,
  goalBadgeRules,
  userChallengeBadgeRules,
  evaluationBadgeRules,
  friendBadgeRules,
  wallBadgeRules,
];

/** Every category's counting events: the badge-progress projection and the badge worker read this. */
export const badgeRules = assembleBadgeRules(badgeRuleDeclarations);

/** Each capability's report facts (reports/facts.ts): which of its events change which reporting figures. */
const reportFactDeclarations: readonly ReportFactDeclaration<WellwayEvent>[] = [
  entryReportFacts,
  badgeReportFacts,
  userChallengeReportFacts,
  goalReportFacts,
  evaluationReportFacts,
  friendReportFacts,
  wallReportFacts,
];

/** Every figure's changing events: the reporting projection reads this. */
export const reportFacts = assembleReportFacts(reportFactDeclarations);

/** Each capability's report fields (reports/fields.ts), in the spec's category order. */
const reportFieldDeclarations: readonly (readonly ReportFieldDeclaration[])[] = [
  participantReportFields,
  entryReportFields,
  badgeReportFields,
  userChallengeReportFields,
  goalReportFields,
  evaluationReportFields,
  friendReportFields,
  wallReportFields,
];

/** The report-field registry: `GET /report_fields`, the simple builder, the SQL sandbox's views. */
export const reportFields = assembleReportFields(reportFieldDeclarations);
