import { createZodDto } from 'nestjs-zod/dto';
import {
  awardBadgeBody,
  badge,
  badgeAwards,
  badgeDeleted,
  badgeLockedImage,
  badgeLockedImageBody,
  badgeOrder,
  badgeSiteQuery,
  reorderBadgesBody,
  saveBadgeBody,
} from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class SaveBadgeBodyDto extends createZodDto(saveBadgeBody) {}
export class BadgeSiteQueryDto extends createZodDto(badgeSiteQuery) {}
export class ReorderBadgesBodyDto extends createZodDto(reorderBadgesBody) {}
export class BadgeLockedImageBodyDto extends createZodDto(badgeLockedImageBody) {}
export class AwardBadgeBodyDto extends createZodDto(awardBadgeBody) {}

export class SavedBadgeAnswer extends answer(badge) {}
export class BadgesReorderedAnswer extends answer(badgeOrder) {}
export class BadgeDeletedAnswer extends answer(badgeDeleted) {}
export class BadgeLockedImageAnswer extends answer(badgeLockedImage) {}
export class BadgeAwardsAnswer extends answer(badgeAwards) {}
