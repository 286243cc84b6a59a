import { z } from 'zod';

/** GET /health/live: the process answers. */
export const alive = z.object({ status: z.literal('ok') });
/** GET /health: the API and its database are up; which event store and queue it runs with. */
export const ready = alive.extend({ event_store: z.string(), queue: z.string().nullable() });
