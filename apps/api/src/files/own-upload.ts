import { UnprocessableEntityException } from '@nestjs/common';
import { STORED_IMAGE_PATH } from '@wellway/contracts';
import type { CurrentUser } from '../http/current-user.js';

/**
 * An image a person attaches (a post's photo, a message's image) is one of their own uploads: its
 * path names its owner. Anything else is refused (422 "<field>: must be one of your own uploaded images").
 */
export function requireOwnImage(user: CurrentUser, field: string, image: string | null): void {
  if (image !== null && STORED_IMAGE_PATH.exec(image)?.[1] !== user.id) {
    throw new UnprocessableEntityException(`${field}: must be one of your own uploaded images`);
  }
}
