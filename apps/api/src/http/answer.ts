import { createZodDto } from 'nestjs-zod/dto';
import type { z } from 'zod';
import { envelope } from '@wellway/contracts';

/**
 * The DTO of a success answer, `{ data, meta }` with `data` of a contracts schema, for
 * `@Endpoint({ response })` (nestjs-zod's `@ZodResponse({ type })`): the OpenAPI document describes it (named for the class
 * extending it) and the compiler checks the handler returns it.
 */
export const answer = <T extends z.ZodType>(data: T) => createZodDto(envelope(data), { codec: true });
