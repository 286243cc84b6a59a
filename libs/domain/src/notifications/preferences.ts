import type { EmailSubscription } from './notices.js';

/**
 * Beyond the spec (issue 15 Notifications): per notice type, whether it shows in the app and
 * whether it is e-mailed. Kept in the person's Subscription (spec 2 §3), so one settings system
 * holds both: a type's e-mail also needs its topic's subscription on (and not unsubscribe-all).
 */
export interface NoticePreference {
  readonly inApp: boolean;
  readonly email: boolean;
}

/** By notice key; a key not named keeps the default (in the app, and e-mailed under its topic). */
export type NoticePreferences = Readonly<Record<string, NoticePreference>>;

/** Every notice type a person may choose about, its label, and the e-mail topic it goes under (null: never e-mailed). */
export const NOTICE_TYPES: readonly { readonly key: string; readonly label: string; readonly email: EmailSubscription | null }[] = [
  { key: 'friend_request_received', label: 'Friend requests', email: 'email_friend_requests' },
  { key: 'friend_request_accepted', label: 'Friend requests accepted', email: 'email_friend_requests' },
  { key: 'wall_post_commented', label: 'Comments on my posts', email: 'email_wall_posts' },
  { key: 'wall_post_tagged', label: 'Tags in posts', email: 'email_wall_posts' },
  { key: 'challenge_received', label: 'Challenges received', email: 'email_challenges' },
  { key: 'challenge_accepted', label: 'Challenges accepted', email: 'email_challenges' },
  { key: 'challenge_completed', label: 'Challenges completed', email: 'email_challenges' },
  { key: 'challenge_expired', label: 'Challenges expired', email: 'email_challenges' },
  { key: 'badge_earned', label: 'Badges earned', email: 'email_site' },
  { key: 'goal_completed', label: 'Goals completed', email: null },
  { key: 'data_export_ready', label: 'My data export', email: null },
];

const KNOWN = new Set(NOTICE_TYPES.map((type) => type.key));

/** Whether `key` may be chosen about (unknown keys are refused, so a typo never silently does nothing). */
export const isNoticeType = (key: string): boolean => KNOWN.has(key);

export const shownInApp = (preferences: NoticePreferences | undefined, key: string): boolean => preferences?.[key]?.inApp !== false;

export const emailedByType = (preferences: NoticePreferences | undefined, key: string): boolean => preferences?.[key]?.email !== false;

/** The keys a person turned off in the app: the notifications list and counts leave them out. */
export const hiddenInApp = (preferences: NoticePreferences | undefined): string[] =>
  Object.entries(preferences ?? {})
    .filter(([, preference]) => !preference.inApp)
    .map(([key]) => key);
