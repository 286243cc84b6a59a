import { applyDecorators } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { ZodResponse } from 'nestjs-zod';
import type { z } from 'zod';
import type { ZodDto } from 'nestjs-zod/dto';

/**
 * The error statuses a route names on its own. The document derives the usual ones from what the
 * route is (openapi/document.ts: 400/422 for a body, 401, 403, 404 for a path, 409 for PUT and
 * DELETE); a route names only those it answers beyond them.
 */
export type EndpointError = 401 | 403 | 404 | 413 | 422 | 429 | 503;

export interface EndpointOptions<Schema extends z.ZodType> {
  /** One line, in the spec's words: the operation's summary in the OpenAPI document. */
  readonly summary: string;
  /** The success answer, an `answer(contract)` DTO: serialised, documented and type-checked against the handler. */
  readonly response: ZodDto<Schema, true>;
  /**
   * The success status (also the route's `@HttpCode`); 200 unless it creates something. A route
   * answering either names both, its default first (`[200, 201]`: the handler sets 201 when it creates).
   */
  readonly status?: 200 | 201 | readonly [200 | 201, 200 | 201];
  readonly errors?: readonly EndpointError[];
}

/**
 * One route of the JSON API as the OpenAPI document shows it: `@ApiOperation({ summary })`,
 * `@ZodResponse({ status, type: response })` and an `@ApiResponse({ status })` per error it adds.
 * Next to the method decorator: `@Get(':id') @Endpoint({ summary: 'One program', response: ProgramAnswer, errors: [404] })`.
 */
export function Endpoint<Schema extends z.ZodType>({ summary, response, status = 200, errors = [] }: EndpointOptions<Schema>) {
  const [first, ...others] = typeof status === 'number' ? [status] : status;
  const success = ZodResponse({ status: first, type: response });
  const decorators = applyDecorators(
    ...others.reverse().map((other) => ZodResponse({ status: other, type: response })),
    success,
    ...[...errors].reverse().map((error) => ApiResponse({ status: error })),
    ApiOperation({ summary }),
  );
  // ZodResponse's type checks that the handler returns what `response` describes; keep it.
  return decorators as typeof success;
}
