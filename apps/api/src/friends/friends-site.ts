import { NotFoundException } from '@nestjs/common';
import type { SiteRow } from '@wellway/read-models';

/** The site's words for a friend (spec 1 §3 Site friend_label, friend_label_plural; defaults 'Friend', 'Friends'). */
export const friendLabelOf = (site: Pick<SiteRow, 'friend_label'>): string => site.friend_label || 'Friend';
export const friendLabelPluralOf = (site: Pick<SiteRow, 'friend_label_plural'>): string => site.friend_label_plural || 'Friends';

/** Spec 2 §8: '{friend label} request no longer exists.' (also for another site's or person's id). */
export const friendRequestGone = (site: Pick<SiteRow, 'friend_label'>) =>
  new NotFoundException(`${friendLabelOf(site)} request no longer exists.`);
