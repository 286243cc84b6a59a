import { applyDecorators, createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Role } from '@wellway/domain';

/** The signed-in user every request is scoped to. */
export interface CurrentUser {
  readonly id: string;
  readonly siteId: string;
  readonly role: Role;
  readonly email: string;
  /** The master acting as this user (impersonation), else null. */
  readonly impersonatorId: string | null;
}

export interface AuthenticatedRequest extends FastifyRequest {
  user?: CurrentUser;
  sessionTokenHash?: string;
}

export const IS_PUBLIC = 'wellway:public';
/** Marks a route that needs no session (sign-in, health). */
/** Says so in the OpenAPI document too (`x-permission: public`, no security). */
export const Public = () => applyDecorators(SetMetadata(IS_PUBLIC, true), ApiExtension('x-permission', 'public'));

export const User = createParamDecorator((_data: unknown, context: ExecutionContext): CurrentUser => {
  const user = context.switchToHttp().getRequest<AuthenticatedRequest>().user;
  if (!user) throw new Error('User decorator used on a public route');
  return user;
});
