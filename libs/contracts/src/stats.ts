import { z } from 'zod';
import { year } from './common.js';

export const statsQuery = z.object({ year: year.optional() });
