import { ForbiddenException, Inject, Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { can, type Permission } from '@wellway/domain';
import { SiteDirectory } from '../sites/site-directory.js';
import type { AuthenticatedRequest } from './current-user.js';

export const REQUIRED_PERMISSION = 'wellway:required-permission';
export const NOT_ALLOWED = 'You are not allowed to do that.';

/** The route needs this permission of libs/domain's matrix (role and the user's site flags). */
export const RequirePermission = (permission: Permission) => SetMetadata(REQUIRED_PERMISSION, permission);

/** Runs after the session guard: a signed-in user whose role the matrix refuses gets 403. */
@Injectable()
export class PermissionGuard implements CanActivate {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const permission = this.reflector.getAllAndOverride<Permission | undefined>(REQUIRED_PERMISSION, [context.getHandler(), context.getClass()]);
    if (!permission) return true;
    const user = context.switchToHttp().getRequest<AuthenticatedRequest>().user;
    if (!user) throw new ForbiddenException(NOT_ALLOWED);
    const { site } = await this.sites.get(user.siteId);
    if (!can(user.role, permission, site.flags)) throw new ForbiddenException(NOT_ALLOWED);
    return true;
  }
}
