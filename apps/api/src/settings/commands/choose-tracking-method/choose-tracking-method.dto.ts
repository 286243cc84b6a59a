import { z } from 'zod';
import { trackingMethods } from '@wellway/domain';

export const trackingBody = z.object({
  active_device: z.enum(trackingMethods, { error: `must be one of ${trackingMethods.join(', ')}` }),
});
