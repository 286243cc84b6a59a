import {
  applyDecorators,
  ForbiddenException,
  Inject,
  Injectable,
  SetMetadata,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiExtension } from '@nestjs/swagger';
import { can, type Permission, type SiteFlagsForPermissions } from '@wellway/domain';
import { SiteDirectory } from '../sites/site-directory.js';
import type { AuthenticatedRequest, CurrentUser } from './current-user.js';

/** Guards a call inside a handler with libs/domain's permission matrix (the same one the web menus read). */
export function requirePermission(
  user: Pick<CurrentUser, 'role'>,
  permission: Permission,
  message: string,
  flags: SiteFlagsForPermissions = {},
): void {
  if (!can(user.role, permission, flags)) throw new ForbiddenException(message);
}

export const REQUIRED_PERMISSION = 'wellway:required-permission';
export const NOT_ALLOWED = 'You are not allowed to do that.';

const REFUSAL_MESSAGE = 'wellway:refusal-message';

/**
 * The route needs this permission of libs/domain's matrix (role and the user's site flags);
 * `refusal` says why in the 403 where a plainer sentence than NOT_ALLOWED helps. `mastersToo`:
 * masters may call it whatever the matrix says of their role (a coordinator screen a master opens
 * on any site through the site switch; its handler scopes them).
 */
export const RequirePermission = (permission: Permission, refusal?: string, options: { readonly mastersToo?: boolean } = {}) =>
  applyDecorators(
    SetMetadata(REQUIRED_PERMISSION, permission),
    // The OpenAPI document names it; a method's own wins over its class's, as in the guard.
    ApiExtension('x-permission', permission),
    ...(refusal ? [SetMetadata(REFUSAL_MESSAGE, refusal)] : []),
    ...(options.mastersToo ? [SetMetadata(MASTERS_TOO, true)] : []),
  );

export const MASTERS_TOO = 'wellway:permission-masters-too';

/** Runs after the session guard: a signed-in user whose role the matrix refuses gets 403. */
@Injectable()
export class PermissionGuard implements CanActivate {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const permission = this.reflector.getAllAndOverride<Permission | undefined>(REQUIRED_PERMISSION, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!permission) return true;
    const refusal =
      this.reflector.getAllAndOverride<string | undefined>(REFUSAL_MESSAGE, [context.getHandler(), context.getClass()]) ?? NOT_ALLOWED;
    const user = context.switchToHttp().getRequest<AuthenticatedRequest>().user;
    if (!user) throw new ForbiddenException(refusal);
    if (user.role === 'master' && this.reflector.getAllAndOverride<boolean>(MASTERS_TOO, [context.getHandler(), context.getClass()]))
      return true;
    const { site } = await this.sites.get(user.siteId);
    if (!can(user.role, permission, site.flags)) throw new ForbiddenException(refusal);
    return true;
  }
}
