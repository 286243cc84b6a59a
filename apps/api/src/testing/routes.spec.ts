import { RequestMethod } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import type { ModulesContainer } from '@nestjs/core';
import type { Permission } from '@wellway/domain';
import { API_PREFIX } from '../app.js';
import { IS_PUBLIC } from '../http/current-user.js';
import { READS_FROM } from '../http/read-your-writes.js';
import { MASTERS_TOO, REQUIRED_PERMISSION } from '../http/require-permission.js';

/** Test support (not a test file): the routes the app registers, read from Nest's modules, for specs that sweep them all. */

/** One route the Nest app registers, with what its decorators say about it. */
export interface DiscoveredRoute {
  readonly method: string;
  /** Nest's path, `:param` style, with the global prefix: `/api/users/:id`. */
  readonly path: string;
  readonly controller: string;
  readonly handler: string;
  readonly isPublic: boolean;
  readonly permission: Permission | undefined;
  /** Masters may call it whatever the matrix says (RequirePermission's `mastersToo`). */
  readonly mastersToo: boolean;
  /** @HttpCode, else Nest's default (201 for POST, 200 otherwise). */
  readonly status: number;
  /** @ReadsFrom: the route accepts `min_position`. */
  readonly readsFrom: readonly string[] | undefined;
  /** In the OpenAPI document: false for a controller marked @ApiExcludeController (a page, not the JSON API). */
  readonly documented: boolean;
}

/** @nestjs/swagger's metadata key for @ApiExcludeController (its DECORATORS table is not exported from the package root). */
const API_EXCLUDE_CONTROLLER = 'swagger/apiExcludeController';

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
              mastersToo: metadata(MASTERS_TOO) === true,
              status,
              readsFrom: Reflect.getMetadata(READS_FROM, handler),
              documented: (Reflect.getMetadata(API_EXCLUDE_CONTROLLER, controller) as boolean[] | undefined)?.[0] !== true,
            });
          }
        }
      }
    }
  }
  return found;
}
