import { z } from 'zod';

export const text = (max: number) => z.string({ error: 'must be text' }).max(max, `must be at most ${max} characters`);
