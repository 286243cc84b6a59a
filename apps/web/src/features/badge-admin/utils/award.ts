import type { BadgeAwards, Participant } from '../api/award-badge';

/** Participants whose name or e-mail address holds `search` (any case). */
export function matching(participants: readonly Participant[], search: string): Participant[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [...participants];
  return participants.filter((p) => p.name.toLowerCase().includes(needle) || p.email.toLowerCase().includes(needle));
}

const plural = (count: number) => (count === 1 ? '1 participant' : `${count} participants`);

/** The question before awarding. */
export const awardQuestion = (badgeName: string, count: number): string => `Award “${badgeName}” to ${plural(count)}?`;

/** What the award did: who has it now, who had it this year already. */
export function awardResult(awards: BadgeAwards, badgeName: string): string {
  const parts = [`${badgeName} awarded to ${plural(awards.awarded.length)}.`];
  if (awards.already.length > 0) parts.push(`${plural(awards.already.length)} already had it in ${awards.year}.`);
  return parts.join(' ');
}
