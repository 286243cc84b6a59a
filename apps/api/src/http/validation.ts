import { UnprocessableEntityException } from '@nestjs/common';
import { z } from 'zod';

/** Zod issue → one readable sentence naming the field. */
function describe(issue: z.core.$ZodIssue): string {
  const field = issue.path.length > 0 ? issue.path.join('.') : 'request';
  return `${field}: ${issue.message}`;
}

/** Parses request input; anything malformed is a 422 listing every problem, and nothing runs. */
export function parse<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw new UnprocessableEntityException({ message: result.error.issues.map(describe) });
  return result.data;
}

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD');
export const year = z.coerce
  .number({ error: 'must be a year' })
  .int('must be a year')
  .min(2000, 'must be a year from 2000')
  .max(2100, 'must be a year up to 2100');
export const pageSize = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(0, 'must be 0 or more')
  .max(1000, 'must be at most 1000');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string): boolean => UUID.test(id);
