import { RequestMethod } from '@nestjs/common';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import type { ModulesContainer } from '@nestjs/core';
import type { Permission } from '@wellway/domain';
import { isZodDto } from 'nestjs-zod/dto';
import type { z } from 'zod';
import { API_DOC, type RouteDoc } from '../http/api-doc.js';
import { IS_PUBLIC } from '../http/current-user.js';
import { READS_FROM } from '../http/read-your-writes.js';
import { REQUIRED_PERMISSION } from '../http/require-permission.js';

/** The global prefix every route is served under (app.ts). */
export const API_PREFIX = 'api';

/** One route the Nest app registers, with what its decorators say about it. */
export interface DiscoveredRoute {
  readonly method: string;
  /** Nest's path, `:param` style, with the global prefix: `/api/users/:id`. */
  readonly path: string;
  readonly controller: string;
  readonly handler: string;
  readonly isPublic: boolean;
  readonly permission: Permission | undefined;
  /** @HttpCode, else Nest's default (201 for POST, 200 otherwise). */
  readonly status: number;
  /** @ReadsFrom: the route accepts `min_position`. */
  readonly readsFrom: readonly string[] | undefined;
  readonly doc: RouteDoc | undefined;
  /** The schemas of the contracts' DTOs its `@Body()` and `@Query()` are typed with: what the global pipe validates. */
  readonly validates: { readonly body?: z.ZodType; readonly query?: z.ZodType };
}

/** The contracts schema of the handler's whole `@Body()` or `@Query()` parameter, if typed with a DTO. */
function dtoSchema(controller: object, name: string, type: RouteParamtypes): z.ZodType | undefined {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller.constructor, name) ?? {}) as Record<
    string,
    { index: number; data?: unknown }
  >;
  const types = (Reflect.getMetadata('design:paramtypes', controller, name) ?? []) as unknown[];
  for (const [key, arg] of Object.entries(args)) {
    if (key.split(':')[0] !== String(type) || arg.data !== undefined) continue;
    const metatype = types[arg.index];
    if (isZodDto(metatype)) return metatype.schema as z.ZodType;
  }
  return undefined;
}

const join = (...parts: string[]) =>
  `/${parts
    .map((part) => part.replace(/^\/|\/$/g, ''))
    .filter(Boolean)
    .join('/')}`;

/** Every route of every controller in the app, read from Nest's modules (a new route is found without listing it). */
export function discoverRoutes(modules: ModulesContainer, prefix = API_PREFIX): DiscoveredRoute[] {
  const found: DiscoveredRoute[] = [];
  for (const module of modules.values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      const controllerPaths = ([] as string[]).concat(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (typeof handler !== 'function' || name === 'constructor') continue;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (method === undefined) continue;
        const paths = ([] as string[]).concat(Reflect.getMetadata(PATH_METADATA, handler) ?? '');
        const metadata = (key: string) => Reflect.getMetadata(key, handler) ?? Reflect.getMetadata(key, controller);
        const status =
          (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ?? (method === RequestMethod.POST ? 201 : 200);
        for (const controllerPath of controllerPaths) {
          for (const path of paths) {
            found.push({
              method: RequestMethod[method],
              path: join(prefix, controllerPath, path),
              controller: controller.name,
              handler: name,
              isPublic: metadata(IS_PUBLIC) === true,
              permission: metadata(REQUIRED_PERMISSION),
              status,
              readsFrom: Reflect.getMetadata(READS_FROM, handler),
              doc: Reflect.getMetadata(API_DOC, handler),
              validates: {
                body: dtoSchema(controller.prototype as object, name, RouteParamtypes.BODY),
                query: dtoSchema(controller.prototype as object, name, RouteParamtypes.QUERY),
              },
            });
          }
        }
      }
    }
  }
  return found;
}
