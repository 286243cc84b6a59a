import { z } from 'zod';

/** Text up to `max` characters; the one way a request says "a string of at most n". */
export const text = (max: number) => z.string({ error: 'must be text' }).max(max, `must be at most ${max} characters`);

/** A yes/no field of a request. */
export const flag = z.boolean({ error: 'must be true or false' });

const HTTP_URL = 'must be a web address starting with http:// or https://';

/** An absolute http(s) address: what a browser may be sent to or load from (never javascript:, data:, a bare path). */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/** Every URL a user stores goes through this: http(s) only, up to `max` characters. */
export const httpUrl = (max = 2000) => text(max).refine(isHttpUrl, HTTP_URL);

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

/** The `meta` of every success envelope. */
export const meta = z.object({
  position: z
    .number()
    .int()
    .nullable()
    .optional()
    .describe('Commands: the global position of the last event appended; send it back as `min_position`.'),
  total_records: z.number().int().optional().describe('Lists: how many records there are.'),
  page: z.number().int().optional(),
  page_size: z.number().int().optional(),
  stale: z.boolean().optional().describe('The read models did not reach `min_position` in time.'),
});
export type Meta = z.output<typeof meta>;

/** Every success answer: `{ data, meta }`, `data` of the given schema. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data, meta });

/** The error envelope: `{ errors: [...] }`, sentences a person can read. */
export const errors = z.object({ errors: z.array(z.string()).min(1) }).meta({ title: 'Errors' });
