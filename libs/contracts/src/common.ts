import { z } from 'zod';

/** Text up to `max` characters; the one way a request says "a string of at most n". */
export const text = (max: number) => z.string({ error: 'must be text' }).max(max, `must be at most ${max} characters`);

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
