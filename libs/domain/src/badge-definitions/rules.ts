import type { BadgeCategory } from '../badges/events.js';
import type { BadgeFields } from './events.js';
import { badgeDefinitionMessages as messages, invalidBadge } from './errors.js';

/** Spec 3 §3: for campaign categories the goal names a program (an app id), not a count. */
export const campaignCategories: ReadonlySet<BadgeCategory> = new Set(['campaign_opt_in', 'campaign_entries', 'campaign_evaluation']);

const wholeAtLeast = (value: number, least: number) => Number.isInteger(value) && value >= least;

/** A definition as saved: trimmed, checked (each refusal with its message). */
export function checkedBadgeFields(fields: BadgeFields): BadgeFields {
  const name = fields.name.trim().replace(/\s+/g, ' ');
  const icon = fields.icon.trim();
  if (name === '') throw invalidBadge('badge_name_required', messages.nameRequired);
  if (name.length > 100) throw invalidBadge('badge_name_too_long', messages.nameTooLong);
  if (icon.length > 2000) throw invalidBadge('badge_icon_too_long', messages.iconTooLong);
  const campaign = campaignCategories.has(fields.category);
  const counted = !campaign && fields.category !== 'custom';
  if (counted && !wholeAtLeast(fields.goal, 1)) throw invalidBadge('invalid_badge_goal', messages.goal);
  if (!counted && !wholeAtLeast(fields.goal, 0)) throw invalidBadge('invalid_badge_goal', messages.goal);
  if (fields.goal2 !== null && !wholeAtLeast(fields.goal2, 1)) throw invalidBadge('invalid_badge_goal2', messages.goal2);
  if (fields.category === 'campaign_entries' && fields.goal2 === null) throw invalidBadge('badge_entries_required', messages.entriesGoal2);
  if (campaign && !fields.programId) throw invalidBadge('badge_program_required', messages.programRequired);
  return { ...fields, name, icon, programId: campaign ? fields.programId : null };
}
