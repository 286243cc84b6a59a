import { applyDecorators } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiResponse } from '@nestjs/swagger';
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
   * The success status (also the route's `@HttpCode`); 200 unless it creates something (201) or
   * only starts the work a worker finishes (202). A route answering either of 200 and 201 names
   * both, its default first (`[200, 201]`: the handler sets 201 when it creates).
   */
  readonly status?: 200 | 201 | 202 | readonly [200 | 201, 200 | 201];
  readonly errors?: readonly EndpointError[];
}

/** A route that answers a file, not JSON: always 200, written by the handler through `@Res()`. */
export interface FileEndpointOptions {
  readonly summary: string;
  /** The file's media type (`application/zip`) and what the document says the 200 answer is. */
  readonly file: { readonly type: string; readonly description: string };
  readonly errors?: readonly EndpointError[];
}

/**
 * One route of the JSON API as the OpenAPI document shows it: `@ApiOperation({ summary })`,
 * `@ZodResponse({ status, type: response })` and an `@ApiResponse({ status })` per error it adds.
 * Next to the method decorator: `@Get(':id') @Endpoint({ summary: 'One program', response: ProgramAnswer, errors: [404] })`.
 */
export function Endpoint<Schema extends z.ZodType>(options: EndpointOptions<Schema>): ReturnType<typeof jsonEndpoint<Schema>>;
/**
 * One route answering a file: `@ApiOperation({ summary })`, `@ApiProduces(file.type)` and a 200
 * `@ApiOkResponse` of a binary string described as `file.description`, and an `@ApiResponse` per error it adds.
 * `@Get(':id/download') @Endpoint({ summary: 'Download my data export', file: { type: 'application/zip', description: 'The ZIP archive.' } })`.
 */
export function Endpoint(options: FileEndpointOptions): MethodDecorator;
export function Endpoint(options: EndpointOptions<z.ZodType> | FileEndpointOptions) {
  return 'file' in options ? fileEndpoint(options) : jsonEndpoint(options);
}

const errorResponses = (errors: readonly EndpointError[]) => [...errors].reverse().map((error) => ApiResponse({ status: error }));

function jsonEndpoint<Schema extends z.ZodType>({ summary, response, status = 200, errors = [] }: EndpointOptions<Schema>) {
  const [first, ...others] = typeof status === 'number' ? [status] : status;
  const success = ZodResponse({ status: first, type: response });
  const decorators = applyDecorators(
    ...others.reverse().map((other) => ZodResponse({ status: other, type: response })),
    success,
    ...errorResponses(errors),
    ApiOperation({ summary }),
  );
  // ZodResponse's type checks that the handler returns what `response` describes; keep it.
  return decorators as typeof success;
}

function fileEndpoint({ summary, file, errors = [] }: FileEndpointOptions): MethodDecorator {
  return applyDecorators(
    ApiOkResponse({ schema: { type: 'string', format: 'binary' }, description: file.description }),
    ApiProduces(file.type),
    ...errorResponses(errors),
    ApiOperation({ summary }),
  );
}
