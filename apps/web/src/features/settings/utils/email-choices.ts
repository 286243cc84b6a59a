export type EmailFlag = 'email_friend_requests' | 'email_wall_posts' | 'email_team' | 'email_challenges' | 'email_site';

/** Each e-mail, its label, and the site feature it is about (null: any site sends it). */
const EMAILS: readonly { readonly flag: EmailFlag; readonly label: string; readonly feature: string | null }[] = [
  { flag: 'email_friend_requests', label: 'Friend requests', feature: 'is_peers_enabled' },
  { flag: 'email_wall_posts', label: 'Wall posts and replies', feature: 'is_wall_enabled' },
  { flag: 'email_team', label: 'Team news', feature: 'is_challenges_enabled' },
  { flag: 'email_challenges', label: 'Challenges', feature: 'is_challenges_enabled' },
  { flag: 'email_site', label: 'News from the site', feature: null },
];

/** The e-mails a participant may choose: none about a feature the site has switched off. */
export function emailChoices(flags: Readonly<Record<string, boolean | undefined>>): { flag: EmailFlag; label: string }[] {
  return EMAILS.filter(({ feature }) => feature === null || flags[feature] === true).map(({ flag, label }) => ({ flag, label }));
}
