import { SetMetadata } from '@nestjs/common';
import type { z } from 'zod';

export const API_DOC = 'wellway:api-doc';

/** Error statuses a route may answer besides those the OpenAPI generator derives itself. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503;

export interface RouteDoc {
  readonly summary: string;
  /**
   * The zod schema the handler parses the JSON body with by hand (`parse(schema, body)`); a
   * `@Body()` typed with a contracts DTO is documented from the DTO, not named here.
   */
  readonly body?: z.ZodType;
  /** The same for the query string (a `@Query()` DTO is documented from the DTO). */
  readonly query?: z.ZodType;
  /**
   * Statuses beyond the derived ones: 400 and 422 with a body, 422 with a query, 401 unless
   * @Public(), 403 with @RequirePermission, 404 with a path parameter, 409 for PUT and DELETE.
   */
  readonly errors?: readonly ErrorStatus[];
  /** Success statuses when the handler picks one itself (`reply.status(...)`). */
  readonly success?: readonly number[];
  /** Also accepts `multipart/form-data` with one file in this field. */
  readonly upload?: string;
  /** The contracts schema of a success's `data` (the envelope around it is the same everywhere). */
  readonly data?: z.ZodType;
  /** What a success answers, when it is not the `{ data, meta }` envelope. */
  readonly produces?: 'openapi' | 'html';
}

/**
 * Describes the route in the OpenAPI document (`GET /api/openapi.json`): a summary and the zod
 * schemas its handler validates with. Every route needs one; the OpenAPI test fails without it.
 */
export const ApiDoc = (summary: string, doc: Omit<RouteDoc, 'summary'> = {}) =>
  SetMetadata(API_DOC, { summary, ...doc } satisfies RouteDoc);
