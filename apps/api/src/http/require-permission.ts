import { ForbiddenException } from '@nestjs/common';
import { can, type Permission, type SiteFlagsForPermissions } from '@wellway/domain';
import type { CurrentUser } from './current-user.js';

/** Guards a call with libs/domain's permission matrix (the same one the web menus read). */
export function requirePermission(user: Pick<CurrentUser, 'role'>, permission: Permission, message: string, flags: SiteFlagsForPermissions = {}): void {
  if (!can(user.role, permission, flags)) throw new ForbiddenException(message);
}
