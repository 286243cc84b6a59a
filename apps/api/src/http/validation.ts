import { Injectable, UnprocessableEntityException, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { createZodValidationPipe } from 'nestjs-zod';
import { isZodDto } from 'nestjs-zod/dto';
import { z } from 'zod';

/** Zod issue → one readable sentence naming the field. */
function describe(issue: z.core.$ZodIssue): string {
  const field = issue.path.length > 0 ? issue.path.join('.') : 'request';
  return `${field}: ${issue.message}`;
}

/** Anything malformed is a 422 listing every problem, and nothing runs. */
const invalid = (error: unknown): Error =>
  error instanceof z.ZodError
    ? new UnprocessableEntityException({ message: error.issues.map(describe) })
    : error instanceof Error
      ? error
      : new Error(String(error));

const ZodPipe = createZodValidationPipe({ createValidationException: invalid });

/**
 * The global pipe: a `@Body()` or `@Query()` typed with a DTO of `@wellway/contracts`' schema
 * (nestjs-zod's `createZodDto`) is parsed by it; an absent body counts as `{}`.
 */
@Injectable()
export class ValidationPipe implements PipeTransform {
  private readonly zod = new ZodPipe();

  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (!isZodDto(metadata.metatype)) return value;
    return this.zod.transform(value ?? {}, metadata);
  }
}

/** Parses input by hand, where a route takes it from somewhere a pipe does not see. */
export function parse<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw invalid(result.error);
  return result.data;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string): boolean => UUID.test(id);

/**
 * A path id that must name a record: anything but a UUID gets the route's own 404 from this pipe,
 * so before read-your-writes waits (a malformed id is never projected) and before any lookup.
 * `@Param('id', RecordId(entryNotFound)) id: string`.
 */
export const RecordId = (notFound: () => Error): PipeTransform<string, string> => ({
  transform(value: string): string {
    if (!isUuid(value)) throw notFound();
    return value;
  },
});
