import { can } from '@wellway/domain';
import type { CurrentUser } from '../http/current-user.js';
import { isUuid } from '../http/validation.js';
import { userNotFound } from '../http/not-found.js';

/**
 * Whose account a settings command may change: one's own, or — with `users.edit` (masters, the
 * dashboard user edit) — anyone's on any site. Another id names nothing (404: ids leak nothing).
 */
export function requireEditableAccount(actor: CurrentUser, userId: string): void {
  if (!isUuid(userId) && userId !== actor.id) throw userNotFound();
  if (userId !== actor.id && !can(actor.role, 'users.edit')) throw userNotFound();
}
