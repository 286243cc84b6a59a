import { z } from 'zod';
import { DAILY_EMAIL_MAX } from '@wellway/domain';

const flag = z.boolean({ error: 'must be true or false' });
/** PUT /users/{id}/subscription: spec 2 §3 Subscription. */
export const subscriptionBody = z.object({
  email_friend_requests: flag,
  email_wall_posts: flag,
  email_team: flag,
  email_challenges: flag,
  email_site: flag,
  email_daily: z.number({ error: 'must be a number' }).int('must be a whole number').min(0).max(DAILY_EMAIL_MAX),
  email_unsubscribe_all: flag,
});
